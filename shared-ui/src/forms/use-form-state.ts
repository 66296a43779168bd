import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { validate } from './validation';

/** Form values plus per-field errors; a field's error clears as soon as the user edits it. */
export function useFormState<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T & string, string>>>({});
  const setField = useCallback(<K extends keyof T & string>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }, []);
  const check = useCallback(
    <S extends z.ZodType>(schema: S): z.infer<S> | null => {
      const result = validate(schema, values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(result.errors as Partial<Record<keyof T & string, string>>);
      return null;
    },
    [values],
  );
  return { values, setValues, errors, setField, check };
}
