import type { FormEvent } from 'react';

/**
 * A form's onSubmit: stays on the page (no browser submit) and runs `handler`, unless `busy` says a submit is
 * already under way. The handler reports its own failures (a toast), so its promise is not awaited here.
 */
export function submitWith(handler: () => unknown, busy = false): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    if (!busy) void handler();
  };
}
