// What the studio learns from the server at run time (GET /api/public-config): asked once per page load and shared
// by every reader (the speech page's lip-sync engine, /test-vibe's speech-test base); a failed request is asked
// again by the next reader (the speech test's "Check again").
import * as React from 'react';
import type { ApiClient, PublicConfig } from '@twin/api-client';
import { api } from './api';

/** A loader that asks `client` once and shares the answer, forgetting a failure so the next call asks again. */
export function createPublicConfigLoader(client: Pick<ApiClient, 'config'>): () => Promise<PublicConfig> {
  let pending: Promise<PublicConfig> | null = null;
  return () => {
    // No signal: the request is shared, so one reader's cancellation must not cancel it for the others.
    pending ??= client.config.public().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** The studio's loader, over its api client. */
export const loadPublicConfig = createPublicConfigLoader(api);

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
