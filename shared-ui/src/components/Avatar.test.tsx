import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Avatar } from './Avatar';

/** Fires the image's load before the Avatar's passive effects run, as a cached image can. */
function LoadsAtOnce() {
  useLayoutEffect(() => {
    const img = document.querySelector('img');
    img?.dispatchEvent(new Event('load'));
  });
  return null;
}

function view(src: string | null, loadAtOnce = false) {
  return (
    <ThemeProvider theme={theme}>
      <Avatar src={src} name="Tess Okafor" />
      {loadAtOnce ? <LoadsAtOnce /> : null}
    </ThemeProvider>
  );
}

const avatar = () => screen.getByRole('img', { name: 'Tess Okafor' });

test('initials without a photo; the photo once it loads; initials again while a new photo loads, and when it fails', () => {
  const { rerender, container } = render(view(null));
  expect(avatar()).toHaveAttribute('data-status', 'idle');
  expect(avatar()).toHaveTextContent('TO');

  rerender(view('/a.jpg'));
  expect(avatar()).toHaveAttribute('data-status', 'loading');
  fireEvent.load(container.querySelector('img')!);
  expect(avatar()).toHaveAttribute('data-status', 'loaded');
  expect(avatar()).not.toHaveTextContent('TO');

  rerender(view('/b.jpg'));
  expect(avatar()).toHaveAttribute('data-status', 'loading');
  fireEvent.error(container.querySelector('img')!);
  expect(avatar()).toHaveAttribute('data-status', 'error');
  expect(avatar()).toHaveTextContent('TO');
});

test('a photo that loads before the first effect after its src changed (a cached image) shows', () => {
  const { rerender } = render(view(null));
  rerender(view('/cached.jpg', true));
  expect(avatar()).toHaveAttribute('data-status', 'loaded');
  expect(avatar()).not.toHaveTextContent('TO');
});
