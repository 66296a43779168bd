import styled from 'styled-components';
import { Button, Checkbox, DraftNotice, draftKey, Modal, SelectField, submitWith, TextAreaField, TextField, useDraftedFormState } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';
import { useCampaignSaveMutation } from '../api/campaign-save-mutation';
import type { Campaign } from '../api/campaigns-query';
import { campaignSchema, campaignToInput, EMPTY_CAMPAIGN, type CampaignInput } from '../lib/campaign-schema';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) { grid-template-columns: 1fr 1fr; }
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  legend { font-weight: 600; font-size: 0.875rem; margin-bottom: 0.5rem; }
`;

const Row = styled.div`
  display: flex;
  gap: 0.75rem;
  flex-wrap: wrap;
`;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Choices<K extends 'roles' | 'sports' | 'content_types' | 'follower_ranges'>({
  legend,
  name,
  options,
  values,
  onChange,
}: {
  legend: string;
  name: K;
  options: readonly string[];
  values: string[];
  onChange: (name: K, next: string[]) => void;
}) {
  return (
    <Group>
      <legend>{legend}</legend>
      {options.map((o) => (
        <Checkbox key={o} label={cap(o)} checked={values.includes(o)} onChange={(on) => onChange(name, on ? [...values, o] : values.filter((x) => x !== o))} />
      ))}
    </Group>
  );
}

/** New or edit: name, budget, status, dates and who the campaign is for (the spec's option lists). */
export function CampaignDialog({ brandId, campaign, onClose }: { brandId: string; campaign: Campaign | null; onClose: () => void }) {
  // the brand's drafts: one brand has one owner, so the brand id keeps two accounts' drafts apart too
  const { form, draft } = useDraftedFormState<CampaignInput>(draftKey(brandId, 'campaign', campaign?.id), campaign ? campaignToInput(campaign) : EMPTY_CAMPAIGN);
  const save = useCampaignSaveMutation();
  const v = form.values;
  const setList = (name: 'roles' | 'sports' | 'content_types' | 'follower_ranges', next: string[]) => form.setField(name, next as never);
  const submit = async () => {
    const data = form.check(campaignSchema);
    if (!data) return;
    await save.mutateAsync({ id: campaign?.id, brandId, data }).then(() => {
      draft.clear();
      onClose();
    }, () => undefined);
  };
  const title = campaign ? `Edit ${campaign.name}` : 'New campaign';
  return (
    <Modal open title={title} onClose={onClose}>
      <Form aria-label={title} noValidate onSubmit={submitWith(submit, save.isPending)}>
        <DraftNotice draft={draft} />
        <TextField label="Campaign name" required value={v.name} error={form.errors.name} onChange={(e) => form.setField('name', e.target.value)} />
        <TextAreaField label="Description" rows={2} value={v.description} error={form.errors.description} onChange={(e) => form.setField('description', e.target.value)} />
        <Pair>
          <TextField label="Budget ($)" required type="number" inputMode="decimal" min={0} value={v.budget} error={form.errors.budget} onChange={(e) => form.setField('budget', e.target.value)} />
          <SelectField label="Status" value={v.status} onChange={(e) => form.setField('status', e.target.value as CampaignInput['status'])} options={CheckValues.campaigns_status.map((s) => ({ value: s, label: cap(s) }))} />
        </Pair>
        <Pair>
          <TextField label="Starts" type="date" value={v.start_date} error={form.errors.start_date} onChange={(e) => form.setField('start_date', e.target.value)} />
          <TextField label="Ends" type="date" value={v.end_date} error={form.errors.end_date} onChange={(e) => form.setField('end_date', e.target.value)} />
        </Pair>
        <Choices legend="Roles" name="roles" options={['athlete', 'creator']} values={v.roles} onChange={setList} />
        <Choices legend="Sports" name="sports" options={CheckValues.profiles_sport} values={v.sports} onChange={setList} />
        <Choices legend="Content types" name="content_types" options={CheckValues.profiles_content_type} values={v.content_types} onChange={setList} />
        <Choices legend="Follower ranges" name="follower_ranges" options={CheckValues.profiles_follower_count} values={v.follower_ranges} onChange={setList} />
        <TextField label="Locations" value={v.locations} hint="Comma-separated, e.g. US, Canada" onChange={(e) => form.setField('locations', e.target.value)} />
        <TextField label="Interests" value={v.interests} hint="Comma-separated, e.g. Training, Apparel" onChange={(e) => form.setField('interests', e.target.value)} />
        <Row>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {campaign ? 'Save Campaign' : 'Create Campaign'}
          </Button>
        </Row>
      </Form>
    </Modal>
  );
}
