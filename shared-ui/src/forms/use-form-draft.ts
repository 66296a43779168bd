import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'pitchside:draft:';
const SAVE_AFTER_MS = 400;

/** The drafts' storage key: per user and per item, so two accounts or two deals on one browser never mix. */
export const draftKey = (userId: string, form: string, item = 'new') => `${PREFIX}${userId}:${form}:${item}`;

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { values: T }).values : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface FormDraft<T extends Record<string, unknown> = Record<string, unknown>> {
  /** A draft from an earlier visit was put back into the form. */
  restored: boolean;
  /** The form differs from what it started with (or from the restored draft's origin). */
  dirty: boolean;
  /** Drops the draft and puts the form back as it started. */
  discard: () => void;
  /** Forgets the draft once it is submitted; `saved`: what the form shows after the save, when the save changed it. */
  clear: (saved?: T) => void;
}

/**
 * Keeps a long form's work: its values are saved (per user, per item) as they change, put back after a reload, Back
 * or a visit elsewhere, and dropped on submit or Discard. Closing or reloading the tab with unsaved changes asks
 * first (the browser's own prompt); in-app navigation keeps the draft, so nothing is lost there either.
 * `key` null (no user yet) keeps nothing.
 */
export function useFormDraft<T extends Record<string, unknown>>(key: string | null, values: T, setValues: (values: T) => void, initial: T): FormDraft<T> {
  const [restored, setRestored] = useState(false);
  const start = useRef(initial);
  // a new start (after a submit) changes what dirty means: render again
  const [, setStartVersion] = useState(0);
  const loadedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!key || loadedKey.current === key) return;
    loadedKey.current = key;
    const draft = read<T>(key);
    if (draft && !same(draft, start.current)) {
      setValues({ ...start.current, ...draft });
      setRestored(true);
    }
  }, [key, setValues]);

  const dirty = !same(values, start.current);
  useEffect(() => {
    if (!key || loadedKey.current !== key) return;
    const timer = setTimeout(() => {
      try {
        // read the start at save time: a submit (clear) between the keystroke and now means nothing to keep
        if (!same(values, start.current)) localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
        else localStorage.removeItem(key);
      } catch {
        /* storage full or off: the form still works, without a draft */
      }
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, values]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const clear = useCallback((saved?: T) => {
    if (key) localStorage.removeItem(key);
    start.current = saved ?? values;
    setRestored(false);
    setStartVersion((v) => v + 1);
  }, [key, values]);
  const discard = useCallback(() => {
    if (key) localStorage.removeItem(key);
    setValues(start.current);
    setRestored(false);
  }, [key, setValues]);

  return { restored, dirty, discard, clear };
}
