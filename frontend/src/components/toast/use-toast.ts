import { useSyncExternalStore, type ReactNode } from "react";

// spec §9: at most one toast at a time; a dismissed toast leaves the store after 1,000,000 ms.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; the provider's default (5000 ms) when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastState): void {
  state = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit({ toasts: state.toasts.filter((toast) => toast.id !== id) });
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast (or all); it stays in the store, closed, until its removal delay passes. */
export function dismissToast(id?: string): void {
  for (const toast of state.toasts) if (id === undefined || toast.id === id) scheduleRemoval(toast.id);
  emit({
    toasts: state.toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)),
  });
}

/** Shows a toast; the newest replaces older ones beyond TOAST_LIMIT. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit({ toasts: [{ ...options, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT) });
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;
const serverSnapshot: ToastState = { toasts: [] };

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast and pending removal. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit({ toasts: [] });
}
