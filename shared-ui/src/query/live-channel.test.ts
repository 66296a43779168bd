import { readAfterJoin } from './live-channel';

/** How many reads and resyncs a channel's callback has asked for: before any status, then after each in turn. */
function calls(statuses: string[]): Array<[number, number]> {
  let ready = 0;
  let resync = 0;
  const onStatus = readAfterJoin(() => (ready += 1), () => (resync += 1));
  return [[0, 0], ...statuses.map((status): [number, number] => (onStatus(status), [ready, resync]))];
}

describe('readAfterJoin', () => {
  it('reads once the channel has joined, not before, and resyncs on every join after it', () => {
    expect(calls(['SUBSCRIBED', 'CHANNEL_ERROR', 'TIMED_OUT', 'SUBSCRIBED', 'CLOSED', 'SUBSCRIBED'])).toEqual([
      [0, 0],
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 1],
      [1, 1],
      [1, 2],
    ]);
  });

  it('lets the read go ahead when the channel cannot join, and resyncs when it joins later', () => {
    expect(calls(['TIMED_OUT', 'SUBSCRIBED'])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
  });

  it('keeps each channel apart', () => {
    const first = jest.fn();
    const second = jest.fn();
    const a = readAfterJoin(jest.fn(), first);
    const b = readAfterJoin(jest.fn(), second);
    a('SUBSCRIBED');
    b('SUBSCRIBED');
    a('SUBSCRIBED');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});
