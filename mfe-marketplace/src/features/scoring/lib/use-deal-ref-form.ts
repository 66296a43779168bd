import { useState, type FormEvent } from 'react';
import { parseDealRef } from './deal-ref';

/** A "Deal link or id" field: what was typed, its error, and the deal id once a valid one is submitted. */
export function useDealRefForm() {
  const [ref, setRef] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [dealId, setDealId] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = parseDealRef(ref);
    if ('error' in r) {
      setError(r.error);
      setDealId(null);
    } else {
      setError(undefined);
      setDealId(r.id);
    }
  };
  return { ref, setRef, error, dealId, submit };
}
