import { useState } from 'react';
import { useFormDraft, type FormDraft } from './use-form-draft';
import { useFormState } from './use-form-state';

/**
 * A form that keeps a draft (`useFormState` and `useFormDraft` together): `initial` is read on the first render,
 * `key` (`draftKey(userId, form, item)`) names the draft; null keeps none.
 */
export function useDraftedFormState<T extends Record<string, unknown>>(key: string | null, initial: T): { form: ReturnType<typeof useFormState<T>>; draft: FormDraft<T> } {
  const [start] = useState(initial);
  const form = useFormState<T>(start);
  const draft = useFormDraft(key, form.values, form.setValues, start);
  return { form, draft };
}
