import { resyncOnRejoin } from './resync-on-rejoin';

describe('resyncOnRejoin', () => {
  it('calls nothing on the first join, and resyncs on every join after it', () => {
    const resync = jest.fn();
    const onStatus = resyncOnRejoin(resync);
    onStatus('SUBSCRIBED');
    expect(resync).not.toHaveBeenCalled();
    onStatus('CHANNEL_ERROR');
    onStatus('TIMED_OUT');
    expect(resync).not.toHaveBeenCalled();
    onStatus('SUBSCRIBED');
    expect(resync).toHaveBeenCalledTimes(1);
    onStatus('CLOSED');
    onStatus('SUBSCRIBED');
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('keeps each channel apart', () => {
    const first = jest.fn();
    const second = jest.fn();
    const a = resyncOnRejoin(first);
    const b = resyncOnRejoin(second);
    a('SUBSCRIBED');
    b('SUBSCRIBED');
    a('SUBSCRIBED');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});
