export type ThemeMode = 'dark' | 'light';

/** The colours of each mode. Styles never read these directly: they use `theme.color.*`, which are CSS variables. */
export const palettes = {
  dark: {
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
    glowPrimary: 'rgb(52 211 153 / 0.14)',
    glowAccent: 'rgb(96 165 250 / 0.12)',
  },
  light: {
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
    glowPrimary: 'rgb(4 120 87 / 0.08)',
    glowAccent: 'rgb(29 78 216 / 0.06)',
  },
} satisfies Record<ThemeMode, Record<string, string>>;

export type ColorName = keyof typeof palettes.dark;

const cssVariable = (name: string) => `--ps-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * `--ps-*` declarations for each mode, keyed by `html[data-theme]`. Because styles refer to variables,
 * switching the theme re-renders nothing, and a pre-rendered page is right in both modes.
 */
export function themeVariablesCss(): string {
  return (Object.keys(palettes) as ThemeMode[])
    .map((mode) => {
      const declarations = Object.entries(palettes[mode]).map(([name, value]) => `${cssVariable(name)}: ${value};`);
      const selector = mode === 'dark' ? ':root, :root[data-theme="dark"]' : `:root[data-theme="${mode}"]`;
      return `${selector} { color-scheme: ${mode}; ${declarations.join(' ')} }`;
    })
    .join('\n');
}

const color = Object.fromEntries(Object.keys(palettes.dark).map((name) => [name, `var(${cssVariable(name)})`])) as Record<ColorName, string>;

/** The one styled-components theme: colours are CSS variables, the rest is the same in both modes. */
export const theme = {
  color,
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

export type Theme = typeof theme;
