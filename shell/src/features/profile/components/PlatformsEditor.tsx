import { useState } from 'react';
import { Button, SelectField, submitWith, TextField, useFormState, type CheckValue } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';
import { PLATFORM_OPTIONS } from 'shared-ui/profile-fields';
import { useCreatorPlatformsQuery } from '../api/creator-platforms-query';
import { useDeleteCreatorPlatform } from '../api/creator-platform-delete-mutation';
import { useSaveCreatorPlatform } from '../api/creator-platform-save-mutation';
import { normalizeHandle, platformSchema, type PlatformValues } from '../lib/schemas';
import { Actions, FieldGrid, FormCard, ItemList, Muted, orNull } from '../../../core/form-parts';
import { Loadable } from './Loadable';
import { RemoveItemDialog, type RemovingItem } from './RemoveItemDialog';

const EMPTY: PlatformValues = { platform: '', handle: '', url: '', follower_count: '', engagement_rate: '' };
const platformLabel = (p: string) => PLATFORM_OPTIONS.find((o) => o.value === p)?.label ?? p;
const count = (n: number | null) => (n == null ? 'followers not entered' : `${new Intl.NumberFormat('en-US', { notation: 'compact' }).format(n)} followers`);

/** Content platforms: platform, handle, URL, followers, engagement rate (one row per platform). */
export function PlatformsEditor({ userId }: { userId: string }) {
  const platforms = useCreatorPlatformsQuery(userId);
  const save = useSaveCreatorPlatform(userId);
  const remove = useDeleteCreatorPlatform(userId);
  const [removing, setRemoving] = useState<RemovingItem | null>(null);
  const form = useFormState<PlatformValues>(EMPTY);
  const onSubmit = () => {
    const data = form.check(platformSchema);
    if (!data || !(CheckValues.creator_platforms_platform as readonly string[]).includes(data.platform)) return;
    save.mutate(
      {
        platform: data.platform as CheckValue<'creator_platforms_platform'>,
        handle: normalizeHandle(data.handle) || null,
        url: orNull(data.url),
        follower_count: data.follower_count ? Number(data.follower_count) : null,
        engagement_rate: data.engagement_rate ? Number(data.engagement_rate) : null,
      },
      { onSuccess: () => form.setValues(EMPTY) },
    );
  };
  return (
    <FormCard as="section" aria-labelledby="platforms-title">
      <h2 id="platforms-title">Content platforms</h2>
      <Muted>Followers and engagement are entered by hand; saving a platform you already list updates it.</Muted>
      <Loadable query={platforms} empty="No platforms yet.">
        <ItemList aria-label="Your platforms">
          {platforms.data?.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{platformLabel(p.platform)}</strong> {p.handle ? `@${p.handle.replace(/^@/, '')}` : ''}{' '}
                <span className="muted">
                  {count(p.follower_count)}
                  {p.engagement_rate != null ? ` · ${Number(p.engagement_rate)}% engagement` : ''}
                </span>
              </span>
              <Button type="button" $variant="ghost" $size="sm" aria-label={`Remove ${platformLabel(p.platform)}`} disabled={remove.isPending} onClick={() => setRemoving({ id: p.id, label: platformLabel(p.platform) })}>
                Remove
              </Button>
            </li>
          ))}
        </ItemList>
      </Loadable>
      <form onSubmit={submitWith(onSubmit, save.isPending)} noValidate aria-label="Add a platform">
        <FieldGrid>
          <SelectField label="Platform" options={PLATFORM_OPTIONS} placeholder="Choose a platform" value={form.values.platform} error={form.errors.platform} onChange={(e) => form.setField('platform', e.target.value)} />
          <TextField label="Handle" value={form.values.handle} error={form.errors.handle} onChange={(e) => form.setField('handle', e.target.value)} placeholder="@yourusername" />
          <TextField label="Profile URL" type="url" value={form.values.url} error={form.errors.url} onChange={(e) => form.setField('url', e.target.value)} placeholder="https://instagram.com/yourusername" />
          <TextField label="Followers" inputMode="numeric" value={form.values.follower_count} error={form.errors.follower_count} onChange={(e) => form.setField('follower_count', e.target.value)} placeholder="12500" />
          <TextField label="Engagement rate (%)" inputMode="decimal" value={form.values.engagement_rate} error={form.errors.engagement_rate} onChange={(e) => form.setField('engagement_rate', e.target.value)} placeholder="4.8" />
        </FieldGrid>
        <Actions style={{ marginTop: '1rem' }}>
          <Button type="submit" $variant="secondary" disabled={save.isPending}>
            Save Platform
          </Button>
        </Actions>
      </form>
      {removing ? (
        <RemoveItemDialog item={removing} noun="platform" pending={remove.isPending} onCancel={() => setRemoving(null)} onConfirm={(id) => remove.mutate(id, { onSuccess: () => setRemoving(null) })} />
      ) : null}
    </FormCard>
  );
}
