import { TOAST_TIMEOUT_MS } from '@teamline/shared';
import { createStore } from './store';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Toast shape of spec §3: timeout, messages, title, variant, dismissible. */
export interface Toast {
  id: number;
  /** The dedupe id it was shown with: a newer toast with the same one replaces it. */
  key?: string;
  title?: string;
  messages: string[];
  variant: ToastVariant;
  /** Milliseconds until it goes, or false to stay until dismissed. */
  timeout: number | false;
  dismissible: boolean;
}

export interface ToastInput {
  /**
   * Dedupes: a toast shown with the id of one still on screen replaces it (its countdown starts
   * again), so a repeated failure shows once.
   */
  id?: string;
  title?: string;
  /** A message, or nested arrays/objects of them (an error list): flattened for display. */
  messages?: unknown;
  variant?: ToastVariant;
  timeout?: number | false;
  dismissible?: boolean;
}

/** Flattens nested arrays and objects of messages into a list of strings (spec §8). */
export function flattenMessages(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(flattenMessages);
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>).flatMap(flattenMessages);
  return [String(value)];
}

export const toastStore = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(input: ToastInput): number {
  const toast: Toast = {
    id: nextId++,
    ...(input.id ? { key: input.id } : {}),
    title: input.title,
    messages: flattenMessages(input.messages),
    variant: input.variant ?? 'default',
    timeout: input.timeout === undefined ? TOAST_TIMEOUT_MS : input.timeout,
    dismissible: input.dismissible ?? true,
  };
  toastStore.set((list) => [...list.filter((t) => input.id === undefined || t.key !== input.id), toast]);
  return toast.id;
}

export function dismissToast(id: number): void {
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

/** The generic failure toast: the server's texts, else the error's own message. */
export function showErrorToast(error: unknown, title = 'Error', timeout?: number, id?: string): void {
  const messages =
    error && typeof error === 'object' && 'messages' in error
      ? (error as { messages: string[] }).messages
      : error instanceof Error
        ? error.message
        : error;
  showToast({ title, messages, variant: 'error', ...(timeout ? { timeout } : {}), ...(id ? { id } : {}) });
}
