import { useState } from 'react';
import { Button, DraftNotice, draftKey, submitWith, TextField, useDraftedFormState, type Profile } from 'shared-ui';
import { useCreatorPlatformsQuery } from '../api/creator-platforms-query';
import { useUpdateProfile } from '../../../core/use-update-profile';
import { normalizeHandle, socialSchema, type SocialValues } from '../lib/schemas';
import { socialProvider } from '../lib/social-sync';
import { Actions, FieldGrid, FormCard, Muted } from '../../../core/form-parts';
import { PlatformsEditor } from './PlatformsEditor';

const PROFILE_URL = {
  instagram_handle: (h: string) => `https://instagram.com/${h}`,
  twitter_handle: (h: string) => `https://x.com/${h}`,
  tiktok_handle: (h: string) => `https://tiktok.com/@${h}`,
} as const;

const FIELDS = [
  { key: 'instagram_handle', label: 'Instagram' },
  { key: 'twitter_handle', label: 'Twitter/X' },
  { key: 'tiktok_handle', label: 'TikTok' },
] as const;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function SocialTab({ profile, userId }: { profile: Profile | null; userId: string }) {
  const { form, draft } = useDraftedFormState<SocialValues>(draftKey(userId, 'profile-social'), {
    instagram_handle: profile?.instagram_handle ?? '',
    twitter_handle: profile?.twitter_handle ?? '',
    tiktok_handle: profile?.tiktok_handle ?? '',
  });
  const save = useUpdateProfile(userId);
  const platforms = useCreatorPlatformsQuery(userId);
  const [syncNote, setSyncNote] = useState<string | null>(null);
  const lastUpdated = platforms.data?.map((p) => p.updated_at).sort().at(-1);

  const onSubmit = () => {
    const data = form.check(socialSchema);
    if (!data) return;
    const handles = {
      instagram_handle: normalizeHandle(data.instagram_handle) || null,
      twitter_handle: normalizeHandle(data.twitter_handle) || null,
      tiktok_handle: normalizeHandle(data.tiktok_handle) || null,
    };
    save.mutate(handles, {
      onSuccess: () => {
        const saved = { instagram_handle: handles.instagram_handle ?? '', twitter_handle: handles.twitter_handle ?? '', tiktok_handle: handles.tiktok_handle ?? '' };
        form.setValues(saved);
        draft.clear(saved);
      },
    });
  };

  const onSync = () => {
    const provider = socialProvider();
    setSyncNote(
      provider
        ? `Syncing with ${provider.name}...`
        : `No social data provider is connected, so follower counts are entered by hand below. ${lastUpdated ? `They were last updated ${when(lastUpdated)}.` : 'You have not entered any yet.'}`,
    );
  };

  return (
    <>
      <FormCard as="form" aria-labelledby="social-title" onSubmit={submitWith(onSubmit, save.isPending)} noValidate>
        <h2 id="social-title">Social accounts</h2>
        <DraftNotice draft={draft} />
        <p>Handles are saved without the @ and linked from your media kit.</p>
        <FieldGrid>
          {FIELDS.map(({ key, label }) => {
            const saved = profile?.[key];
            return (
              <TextField
                key={key}
                label={label}
                value={form.values[key]}
                error={form.errors[key]}
                placeholder="@yourusername"
                autoCapitalize="off"
                spellCheck={false}
                onChange={(e) => form.setField(key, e.target.value)}
                hint={
                  saved ? (
                    <a href={PROFILE_URL[key](saved)} target="_blank" rel="noreferrer noopener">
                      Open @{saved}
                    </a>
                  ) : undefined
                }
              />
            );
          })}
        </FieldGrid>
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Social Accounts'}
          </Button>
          <Button type="button" $variant="secondary" onClick={onSync}>
            Sync
          </Button>
        </Actions>
        {syncNote ? <Muted role="status">{syncNote}</Muted> : null}
      </FormCard>
      <PlatformsEditor userId={userId} />
    </>
  );
}
