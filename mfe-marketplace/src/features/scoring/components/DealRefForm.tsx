import styled from 'styled-components';
import { Button, TextField } from 'shared-ui';
import type { useDealRefForm } from '../lib/use-deal-ref-form';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  > :first-child { flex: 1 1 18rem; }
`;

/** The "Deal link or id" field and its submit button (deal scoring and deal analysis). */
export function DealRefForm({ form, submitLabel, placeholder }: { form: ReturnType<typeof useDealRefForm>; submitLabel: string; placeholder?: string }) {
  return (
    <Form onSubmit={form.submit} noValidate>
      <TextField label="Deal link or id" value={form.ref} onChange={(e) => form.setRef(e.target.value)} error={form.error} placeholder={placeholder} />
      <Button type="submit">{submitLabel}</Button>
    </Form>
  );
}
