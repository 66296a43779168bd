import { useAuthStore } from 'shared-ui';
import { queryClient } from 'shared-ui/query';
import { firstScreenSettled, resetFirstScreenForTests } from './first-screen';

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** Whether firstScreenSettled() has resolved, checked after letting timers and promises run for `ms`. */
async function settledAfter(settled: { done: boolean }, ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
  await flush();
  return settled.done;
}

function watch() {
  const settled = { done: false };
  void firstScreenSettled().then(() => {
    settled.done = true;
  });
  return settled;
}

beforeEach(() => {
  jest.useFakeTimers();
  resetFirstScreenForTests();
  queryClient.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

test('a visitor who is not signed in: settled once the session check has answered (and the browser is idle)', async () => {
  useAuthStore.setState({ initialized: false, loading: true, user: null, session: null });
  const settled = watch();
  expect(await settledAfter(settled, 1000)).toBe(false);
  useAuthStore.setState({ initialized: true, loading: false });
  expect(await settledAfter(settled, 300)).toBe(true);
});

test("a member: settled once the page's queries have answered and none started for a moment", async () => {
  useAuthStore.setState({ initialized: true, loading: false, user: { id: 'u1' } as never });
  const settled = watch();
  let answer: (value: string) => void = () => undefined;
  void queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  expect(await settledAfter(settled, 3000)).toBe(false);
  answer('data');
  expect(await settledAfter(settled, 100)).toBe(false);
  expect(await settledAfter(settled, 600)).toBe(true);
});

test('a page whose queries never end does not hold the rest back for more than 8 s', async () => {
  useAuthStore.setState({ initialized: true, loading: false, user: { id: 'u1' } as never });
  const settled = watch();
  void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => undefined) });
  expect(await settledAfter(settled, 7000)).toBe(false);
  expect(await settledAfter(settled, 1500)).toBe(true);
});
