import { readAfterJoin } from './live-channel';

describe('readAfterJoin', () => {
  it('reads once the channel has joined, not before, and resyncs on every join after it', () => {
    const ready = jest.fn();
    const resync = jest.fn();
    const onStatus = readAfterJoin(ready, resync);
    expect(ready).not.toHaveBeenCalled();
    onStatus('SUBSCRIBED');
    expect(ready).toHaveBeenCalledTimes(1);
    expect(resync).not.toHaveBeenCalled();
    onStatus('CHANNEL_ERROR');
    onStatus('TIMED_OUT');
    expect(resync).not.toHaveBeenCalled();
    onStatus('SUBSCRIBED');
    expect(resync).toHaveBeenCalledTimes(1);
    onStatus('CLOSED');
    onStatus('SUBSCRIBED');
    expect(resync).toHaveBeenCalledTimes(2);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('lets the read go ahead when the channel cannot join, and resyncs when it joins later', () => {
    const ready = jest.fn();
    const resync = jest.fn();
    const onStatus = readAfterJoin(ready, resync);
    onStatus('TIMED_OUT');
    expect(ready).toHaveBeenCalledTimes(1);
    expect(resync).not.toHaveBeenCalled();
    onStatus('SUBSCRIBED');
    expect(resync).toHaveBeenCalledTimes(1);
    expect(ready).toHaveBeenCalledTimes(1);
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
