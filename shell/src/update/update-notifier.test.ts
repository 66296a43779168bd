import { useToastStore } from 'shared-ui';
import { CHECK_INTERVAL_MS, FIRST_CHECK_MS, fetchDeployedVersion, startUpdateNotifier, showUpdateToast } from './update-notifier';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('update notifier', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks first at 30 s, then every 10 minutes, and reports a different version', async () => {
    const fetchVersion = jest.fn().mockResolvedValue('1.0.0');
    const onUpdateAvailable = jest.fn();
    const stop = startUpdateNotifier({ currentVersion: '1.0.0', fetchVersion, onUpdateAvailable });

    jest.advanceTimersByTime(FIRST_CHECK_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await flush();
    expect(onUpdateAvailable).not.toHaveBeenCalled();

    fetchVersion.mockResolvedValue('1.1.0');
    jest.advanceTimersByTime(CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await flush();
    expect(onUpdateAvailable).toHaveBeenCalledWith('1.1.0');

    jest.advanceTimersByTime(CHECK_INTERVAL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(CHECK_INTERVAL_MS * 3);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });

  it('a failed check is silent', async () => {
    const onUpdateAvailable = jest.fn();
    startUpdateNotifier({ fetchVersion: () => Promise.resolve(null), onUpdateAvailable })();
    const failing = jest.fn().mockRejectedValue(new Error('offline'));
    expect(await fetchDeployedVersion(failing)).toBeNull();
    expect(await fetchDeployedVersion(jest.fn().mockResolvedValue({ ok: false }))).toBeNull();
    expect(failing.mock.calls[0][0]).toMatch(/^\/version\.json\?t=\d+$/);
    expect(onUpdateAvailable).not.toHaveBeenCalled();
  });

  it('the update toast is an info toast for 10 s with Refresh Now', () => {
    showUpdateToast();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ type: 'info', duration: 10_000, action: { label: 'Refresh Now' } });
  });
});
