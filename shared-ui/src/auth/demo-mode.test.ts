import { assertDemoAllowed } from './demo-mode';

test('demo sign-in is refused on non-local hosts', () => {
  expect(() => assertDemoAllowed('pitchside.app')).toThrow('Demo authentication is not available in production');
  expect(() => assertDemoAllowed('localhost')).not.toThrow();
});
