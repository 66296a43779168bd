import { avatarFileError, centreSquare } from './avatar-file';

test('only images up to 5 MB', () => {
  expect(avatarFileError({ type: 'image/png', size: 1000 })).toBeNull();
  expect(avatarFileError({ type: 'application/pdf', size: 1000 })).toBe('Choose a PNG, JPEG, WebP or GIF image');
  expect(avatarFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('The image must be 5 MB or smaller');
});

test('crops the centred square', () => {
  expect(centreSquare(1200, 800)).toEqual({ sx: 200, sy: 0, side: 800 });
  expect(centreSquare(300, 501)).toEqual({ sx: 0, sy: 100, side: 300 });
});
