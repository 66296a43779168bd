import { useEffect, useState } from 'react';

/**
 * A text field whose value becomes a filter `delayMs` after the last keystroke: `committed` is the filter's value
 * now (from the URL), `commit` sets it. The field follows `committed` when it changes (Clear filters, back and
 * forward), adjusted during render rather than in an effect: a mount effect would reset the field, and with it
 * whatever was typed before the first effects ran (such as a search typed into a pre-rendered page, which the
 * hand-over types into the app's field).
 */
export function useDebouncedField(committed: string, commit: (value: string) => void, delayMs = 300) {
  const [value, setValue] = useState(committed);
  const [followed, setFollowed] = useState(committed);
  if (followed !== committed) {
    setFollowed(committed);
    setValue(committed);
  }
  useEffect(() => {
    if (value === committed) return;
    const timer = setTimeout(() => commit(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, committed, commit, delayMs]);
  return [value, setValue] as const;
}
