import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Avatar, Button, FieldError, type Profile } from 'shared-ui';
import { useUploadAvatar } from '../api/avatar-upload-mutation';
import { avatarFileError, AVATAR_TYPES } from '../lib/avatar-file';
import { Muted } from '../../../core/form-parts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;

/** The profile photo: shows the current one (or the generated default), uploads a new one cropped to a square. */
export function AvatarUpload({ profile, userId }: { profile: Profile | null; userId: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar(userId);
  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = avatarFileError(file);
    setError(problem);
    if (!problem) upload.mutate(file);
    if (input.current) input.current.value = '';
  };
  return (
    <Row>
      <Avatar src={profile?.avatar_url || null} name={profile?.full_name} email={profile?.email} size={88} />
      <div style={{ display: 'grid', gap: '0.375rem' }}>
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>
          Profile photo
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <div>
          <Button type="button" $variant="secondary" $size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? 'Uploading...' : 'Upload photo'}
          </Button>
        </div>
        <Muted id={`${inputId}-hint`}>PNG, JPEG, WebP or GIF up to 5 MB. It is cropped to a square.</Muted>
        {error ? <FieldError id={`${inputId}-error`}>{error}</FieldError> : null}
      </div>
    </Row>
  );
}
