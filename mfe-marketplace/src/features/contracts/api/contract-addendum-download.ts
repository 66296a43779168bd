import { ruleError, type PitchsideClient } from 'shared-ui';
import { sha256Hex } from '../lib/addendum-file';

/**
 * The brand's addendum PDF of a contract (storage RLS: the two parties and admins), checked against the SHA-256 the
 * contract document names before it is handed to the user.
 */
export async function downloadAddendum(supabase: PitchsideClient, addendum: { path: string; file_name: string; sha256: string }): Promise<void> {
  const { data, error } = await supabase.storage.from('contract-addenda').download(addendum.path);
  if (error) throw error;
  const bytes = await data.arrayBuffer();
  if ((await sha256Hex(bytes)) !== addendum.sha256) {
    throw ruleError('This file does not match the SHA-256 the contract names; do not rely on it and contact support');
  }
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = addendum.file_name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
