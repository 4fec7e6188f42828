// Hydrates one pre-rendered island (its container found by id). The island was rendered at build as the
// root of its own tree (site-pages.tsx), so the ids useId gives here match the pre-rendered ones.
// React's API here is preact/compat's (preact-in-place-of-react.ts), which hydrates in one short task;
// then the container is marked `data-hydrated` (what the journeys wait for).
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrateIsland(containerId: string, island: ReactNode): void {
  const container = document.getElementById(containerId);
  if (!container) return;
  hydrateRoot(container, island);
  container.dataset.hydrated = 'true';
}
