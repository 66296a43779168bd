import { useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Modal, submitWith, TextAreaField, TextField, useFormState } from 'shared-ui';
import { useBrandUpdateMutation } from '../api/brand-update-mutation';
import type { OwnBrand } from 'shared-ui/reads';
import { brandSchema, logoProblem, type BrandInput } from '../lib/brand-schema';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  p { margin: 0; }
  div.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
`;

/** Edit the brand's details and upload its logo; renaming a verified brand sends it back to verification. */
export function BrandEditDialog({ brand, userId, onClose }: { brand: OwnBrand; userId: string; onClose: () => void }) {
  const form = useFormState<BrandInput>({ name: brand.name, website_url: brand.website_url ?? '', industry: brand.industry ?? '', description: brand.description ?? '' });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState('');
  const save = useBrandUpdateMutation();
  const submit = async () => {
    const data = form.check(brandSchema);
    if (!data || logoError) return;
    await save.mutateAsync({ brandId: brand.id, userId, data, logo }).then(onClose, () => undefined);
  };
  const renaming = brand.verified && form.values.name.trim() !== brand.name;
  return (
    <Modal open title={`Edit ${brand.name}`} onClose={onClose}>
      <Form aria-label={`Edit ${brand.name}`} noValidate onSubmit={submitWith(submit, save.isPending)}>
        <TextField label="Brand name" required value={form.values.name} error={form.errors.name} onChange={(e) => form.setField('name', e.target.value)} />
        {renaming ? <p role="status">Renaming a verified brand sends it back to verification.</p> : null}
        <Field label="Logo" error={logoError || undefined} hint="PNG, JPEG, WebP, GIF or SVG, up to 5 MB">
          {(props) => (
            <input
              {...props}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                setLogo(file);
                setLogoError(file ? (logoProblem(file) ?? '') : '');
              }}
            />
          )}
        </Field>
        <TextField label="Website" type="url" placeholder="https://" value={form.values.website_url} error={form.errors.website_url} onChange={(e) => form.setField('website_url', e.target.value)} />
        <TextField label="Industry" value={form.values.industry} error={form.errors.industry} onChange={(e) => form.setField('industry', e.target.value)} />
        <TextAreaField label="Description" rows={3} value={form.values.description} error={form.errors.description} onChange={(e) => form.setField('description', e.target.value)} />
        <div className="actions">
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Brand'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
