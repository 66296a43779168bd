import styled from 'styled-components';
import * as z from 'zod';
import { Button, Modal, submitWith, TextField, useFormState } from 'shared-ui';
import { useDealTemplateSaveMutation } from '../api/deal-template-save-mutation';
import type { DealData } from '../lib/deal-schema';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  div { display: flex; gap: 0.75rem; flex-wrap: wrap; }
`;

const nameSchema = z.object({ name: z.string().trim().min(1, 'Name the template').max(100, 'Keep the name under 100 characters') });

/** Names the editor's deal and saves it as a template of the brand. */
export function SaveTemplateDialog({ brandId, deal, onClose }: { brandId: string; deal: DealData; onClose: () => void }) {
  const form = useFormState({ name: deal.title });
  const save = useDealTemplateSaveMutation();
  const submit = async () => {
    const data = form.check(nameSchema);
    if (!data) return;
    await save.mutateAsync({ brandId, name: data.name, deal }).then(onClose, () => undefined);
  };
  return (
    <Modal open title="Save as template" onClose={onClose}>
      <Form aria-label="Save as template" noValidate onSubmit={submitWith(submit, save.isPending)}>
        <TextField label="Template name" required value={form.values.name} error={form.errors.name} onChange={(e) => form.setField('name', e.target.value)} />
        <div>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save Template
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
