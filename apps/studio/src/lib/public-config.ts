// What the studio learns from the server at run time (GET /api/public-config) for pages that only read it: asked
// once per page load and shared by every reader; a failed request is asked again by the next reader.
import * as React from 'react';
import type { PublicConfig } from '@twin/api-client';
import { api } from './api';

let pending: Promise<PublicConfig> | null = null;

export function loadPublicConfig(): Promise<PublicConfig> {
  pending ??= api.config.public().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** The configuration once it has arrived; null before, or when it could not be had. */
export function usePublicConfig(): PublicConfig | null {
  const [config, setConfig] = React.useState<PublicConfig | null>(null);
  React.useEffect(() => {
    let current = true;
    loadPublicConfig().then(
      (loaded) => current && setConfig(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return config;
}
