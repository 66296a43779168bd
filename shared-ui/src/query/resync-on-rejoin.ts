/**
 * A realtime channel's `subscribe` callback that calls `resync` each time the channel joins again after its connection
 * dropped (a laptop waking, a network change): what changed meanwhile reached nobody. The first join calls nothing,
 * so a count read as the page opened is asked once (issue 37).
 */
export function resyncOnRejoin(resync: () => void): (status: string) => void {
  let joined = false;
  return (status) => {
    if (status !== 'SUBSCRIBED') return;
    if (joined) resync();
    joined = true;
  };
}
