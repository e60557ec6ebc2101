import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

interface ToastState {
  /** One notice at a time (spec): a new toast replaces the one showing. */
  current: Toast | null;
  show: (input: ToastInput) => void;
  dismiss: () => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: ({ title, description, variant = 'default', durationMs = 5000 }) =>
    set({ current: { id: nextId++, title, description, variant, durationMs } }),
  dismiss: () => set({ current: null }),
}));

/** Raise a toast from anywhere, including outside React (event handlers, the payment client). */
export function toast(input: ToastInput): void {
  useToastStore.getState().show(input);
}
