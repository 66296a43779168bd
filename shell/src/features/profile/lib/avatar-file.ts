import { ruleError } from 'shared-ui';

/** What the avatars bucket accepts (infra/supabase storage migration): images up to 5 MB. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The side of the square the photo is cropped and scaled to. */
export const AVATAR_SIDE = 512;

export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image';
  if (file.size > AVATAR_MAX_BYTES) return 'The image must be 5 MB or smaller';
  return null;
}

/** The centred square of a width x height image. */
export function centreSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}

/** Crops an image file to its centred square, scaled to AVATAR_SIDE, as a JPEG. */
export async function cropToSquare(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw ruleError('This file is not an image we can read. Choose a PNG, JPEG, WebP or GIF image');
  });
  const { sx, sy, side } = centreSquare(bitmap.width, bitmap.height);
  const out = Math.min(AVATAR_SIDE, side);
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot prepare images');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, out, out);
  context.drawImage(bitmap, sx, sy, side, side, 0, 0, out, out);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be prepared'))), 'image/jpeg', 0.9));
}
