import { create } from 'zustand';
import type { ThemeMode } from './theme';

/** Local storage key for the chosen theme; the shell's inline head script reads the same key to avoid a flash. */
export const THEME_STORAGE_KEY = 'pitchside-theme';

function readStoredMode(): ThemeMode {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

interface ThemeState {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  mode: readStoredMode(),
  setMode: (mode) => {
    try {
      globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Storage can be unavailable (private mode, quota); the theme still applies for this visit.
    }
    if (typeof document !== 'undefined') document.documentElement.dataset.theme = mode;
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));
