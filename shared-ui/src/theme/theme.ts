export type ThemeMode = 'dark' | 'light';

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 0.25}rem`,
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  shadow: { sm: '0 1px 2px rgb(0 0 0 / 0.2)', md: '0 8px 24px rgb(0 0 0 / 0.25)' },
  zIndex: { nav: 50, modal: 100, toast: 200 },
};

export const darkTheme = {
  ...shared,
  mode: 'dark' as ThemeMode,
  color: {
    bg: '#0b1120',
    surface: '#111a2e',
    surfaceRaised: '#18233b',
    border: '#26324d',
    text: '#e8edf7',
    textMuted: '#a3afc7',
    primary: '#34d399',
    primaryText: '#04140d',
    primaryHover: '#6ee7b7',
    accent: '#60a5fa',
    danger: '#f87171',
    dangerText: '#1f0606',
    warning: '#fbbf24',
    success: '#34d399',
    info: '#60a5fa',
    focus: '#fde68a',
    overlay: 'rgb(2 6 16 / 0.72)',
  },
};

export type Theme = typeof darkTheme;

export const lightTheme: Theme = {
  ...shared,
  mode: 'light',
  color: {
    bg: '#f6f8fc',
    surface: '#ffffff',
    surfaceRaised: '#eef2f8',
    border: '#d3dae6',
    text: '#0f172a',
    textMuted: '#475569',
    primary: '#047857',
    primaryText: '#ffffff',
    primaryHover: '#065f46',
    accent: '#1d4ed8',
    danger: '#b91c1c',
    dangerText: '#ffffff',
    warning: '#92400e',
    success: '#047857',
    info: '#1d4ed8',
    focus: '#b45309',
    overlay: 'rgb(15 23 42 / 0.55)',
  },
};

export const themes: Record<ThemeMode, Theme> = { dark: darkTheme, light: lightTheme };
