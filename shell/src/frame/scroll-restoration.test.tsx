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
