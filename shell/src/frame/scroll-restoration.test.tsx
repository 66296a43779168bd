import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';

let y = 0;
let navigate: NavigateFunction;

function Navigator() {
  navigate = useNavigate();
  return null;
}

const positions = () => JSON.parse(sessionStorage.getItem('pitchside:scroll') ?? '{}') as Record<string, number>;

beforeEach(() => {
  y = 0;
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  // The browser scrolls at once but tells the page a frame later: no scroll event here.
  window.scrollTo = ((_x: number, to: number) => {
    y = to;
  }) as typeof window.scrollTo;
});

test('Back within the frame after a new page scrolled to its top saves that page at its top, so Forward opens it there', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
  // the user scrolls down the landing page
  y = 640;
  act(() => void window.dispatchEvent(new Event('scroll')));

  act(() => void navigate('/auth'));
  expect(y).toBe(0);

  // Back before the scroll event of the move to the top arrives
  act(() => void navigate(-1));
  expect(y).toBe(640);
  const authKey = Object.keys(positions()).find((key) => key !== 'default');
  expect(authKey).toBeDefined();
  expect(positions()[authKey!]).toBe(0);

  act(() => void navigate(1));
  expect(y).toBe(0);
  expect(positions().default).toBe(640);
});

test('Forward to an entry whose position was never saved opens it at its top, not where the page before it was', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
  act(() => void navigate('/auth'));
  act(() => void navigate(-1));
  // the user scrolls down the landing page; the /auth entry has no saved position (its render was skipped)
  sessionStorage.clear();
  y = 850;
  act(() => void window.dispatchEvent(new Event('scroll')));

  act(() => void navigate(1));
  expect(y).toBe(0);
});

test('Back to an entry of the same page without a saved position keeps the place, as a change of the query does', () => {
  render(
    <MemoryRouter initialEntries={['/marketplace']}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
  act(() => void navigate('/marketplace?q=running'));
  sessionStorage.clear();
  y = 300;
  act(() => void window.dispatchEvent(new Event('scroll')));
  act(() => void navigate(-1));
  expect(y).toBe(300);
});
