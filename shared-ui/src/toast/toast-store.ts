import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  id?: string;
  description?: string;
  /** Milliseconds before the toast closes; loading toasts stay until replaced or dismissed. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  duration: number;
  action?: ToastAction;
  createdAt: number;
}

export const DEFAULT_TOAST_DURATION = 4000;
export const VISIBLE_TOASTS = 3;

interface ToastState {
  toasts: ToastItem[];
  show: (type: ToastType, title: string, options?: ToastOptions) => string;
  dismiss: (id?: string) => void;
  /** Closes the success and info toasts shown more than `olderThanMs` ago: the user has moved on to another page or step. */
  dismissStale: (olderThanMs: number) => void;
}

let counter = 0;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (type, title, options = {}) => {
    // The same message again while it is showing (a double click, two listeners of one event) is the toast
    // already there: nothing changes, so nothing on screen moves under the user's pointer.
    const same = options.id ? undefined : get().toasts.find((t) => t.type === type && t.title === title && t.description === options.description);
    if (same) return same.id;
    const id = options.id ?? `toast-${++counter}`;
    const item: ToastItem = {
      id,
      type,
      title,
      description: options.description,
      duration: type === 'loading' ? Infinity : (options.duration ?? DEFAULT_TOAST_DURATION),
      action: options.action,
      createdAt: Date.now(),
    };
    set((state) => ({ toasts: [item, ...state.toasts.filter((t) => t.id !== id)] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: id ? state.toasts.filter((t) => t.id !== id) : [] })),
  dismissStale: (olderThanMs) =>
    set((state) => {
      const before = Date.now() - olderThanMs;
      const kept = state.toasts.filter((t) => !(t.type === 'success' || t.type === 'info') || t.createdAt > before);
      return kept.length === state.toasts.length ? state : { toasts: kept };
    }),
}));

const show = (type: ToastType) => (title: string, options?: ToastOptions) =>
  useToastStore.getState().show(type, title, options);

/** The one toast API for the shell and every section. Passing an existing id replaces that toast. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
  dismiss: (id?: string) => useToastStore.getState().dismiss(id),
  dismissStale: (olderThanMs = 1000) => useToastStore.getState().dismissStale(olderThanMs),
};
