import styled from 'styled-components';
import { Button, Card, submitWith, TextAreaField, TextField, useFormState } from 'shared-ui';
import { useBrandCreateMutation } from '../api/brand-create-mutation';
import { brandSchema, EMPTY_BRAND } from '../lib/brand-schema';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
`;

/** The first step of a brand account: its brand. */
export function BrandCreateForm({ userId, onCreated }: { userId: string; onCreated?: () => void }) {
  const form = useFormState(EMPTY_BRAND);
  const create = useBrandCreateMutation();
  const submit = async () => {
    const data = form.check(brandSchema);
    if (data) await create.mutateAsync({ userId, data }).then(() => onCreated?.(), () => undefined);
  };
  return (
    <Card>
      <Form aria-label="Create your brand" noValidate onSubmit={submitWith(submit, create.isPending)}>
        <h2>Create your brand</h2>
        <p>Deals are posted by a brand. A new brand is checked by our team before its deals appear in the marketplace.</p>
        <TextField label="Brand name" required value={form.values.name} error={form.errors.name} onChange={(e) => form.setField('name', e.target.value)} />
        <TextField label="Website" type="url" placeholder="https://" value={form.values.website_url} error={form.errors.website_url} onChange={(e) => form.setField('website_url', e.target.value)} />
        <TextField label="Industry" value={form.values.industry} error={form.errors.industry} onChange={(e) => form.setField('industry', e.target.value)} />
        <TextAreaField label="Description" rows={3} value={form.values.description} error={form.errors.description} onChange={(e) => form.setField('description', e.target.value)} />
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Brand'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
