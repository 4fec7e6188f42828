// Hydrates one pre-rendered island (its container found by id) with the same identifierPrefix it was
// rendered with at build, so useId values match. Inside a transition React hydrates in short slices and
// yields to the browser between them, instead of one long task while the page is loading.
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland(containerId: string, island: ReactNode, identifierPrefix: string): void {
  const container = document.getElementById(containerId);
  if (!container) return;
  startTransition(() => {
    hydrateRoot(container, island, { identifierPrefix });
  });
}
