// Where /test-vibe's speech-test calls go, learned at run time (one build serves every deployment): the base
// GET /api/public-config names (SPEECH_TEST_BASE: an outside VibeVoice-compatible service), or, when it names none,
// the api client's default — the server's own service at /api/speech-test. The configuration is asked for once per
// page, at the first call; a failed request is asked again at the next (the health check's "Check again").
import type { ApiClient, ApiClientOptions } from '@twin/api-client';

/** What the page uses of a client: the speech-test calls and the download URL under their base. */
export type SpeechTestApi = Pick<ApiClient, 'speechTest' | 'urls'>;

export interface SpeechTestApiSources {
  /** Our server's client, for GET /api/public-config. */
  api: Pick<ApiClient, 'config'>;
  /** Builds a client for the base (undefined: the default under our server). */
  createClient: (options: Pick<ApiClientOptions, 'speechTestBase'>) => SpeechTestApi;
}

/** The client for the configured base, shared by every call of the page. */
export function speechTestApiLoader({
  api,
  createClient,
}: SpeechTestApiSources): () => Promise<SpeechTestApi> {
  let pending: Promise<SpeechTestApi> | null = null;
  return () => {
    // No signal: the request is shared, so one call's cancellation must not cancel it for the others.
    pending ??= api.config.public().then(
      ({ speechTestBase }) => createClient(speechTestBase === null ? {} : { speechTestBase }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
}
