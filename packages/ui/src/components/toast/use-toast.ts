// A tiny toast queue shared by the whole page: `toast()` adds a message, `useToast()` reads the queue.
// Kept outside React so that any code (a machine action, a callback) can raise a toast.
import * as React from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Radix's default (5 s) when absent. */
  duration?: number;
}

const maxVisibleToasts = 3;
let queue: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastMessage[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id so it can be dismissed early. */
export function toast(message: Omit<ToastMessage, 'id'>): string {
  const id = String(nextId++);
  publish([...queue, { ...message, id }].slice(-maxVisibleToasts));
  return id;
}

export function dismissToast(id: string): void {
  publish(queue.filter((message) => message.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getQueue() {
  return queue;
}

export function useToast() {
  const toasts = React.useSyncExternalStore(subscribe, getQueue, getQueue);
  return { toasts, toast, dismiss: dismissToast };
}
