// Where /test-vibe's speech-test calls go, learned at run time (one build serves every deployment): the base
// GET /api/public-config names (SPEECH_TEST_BASE: an outside VibeVoice-compatible service), or, when it names none,
// the api client's default — the server's own service at /api/speech-test. The configuration is asked for once per
// page load (lib/public-config.ts); a failed request is asked again at the next call (the health check's "Check
// again").
import type { ApiClient, ApiClientOptions, PublicConfig } from '@twin/api-client';

/** What the page uses of a client: the speech-test calls and the download URL under their base. */
export type SpeechTestApi = Pick<ApiClient, 'speechTest' | 'urls'>;

export interface SpeechTestApiSources {
  /** The server's public configuration (lib/public-config.ts's shared loader). */
  loadConfig: () => Promise<PublicConfig>;
  /** Builds a client for the base (undefined: the default under our server). */
  createClient: (options: Pick<ApiClientOptions, 'speechTestBase'>) => SpeechTestApi;
}

/** The client for the configured base, for every call of the page. */
export function speechTestApiLoader({
  loadConfig,
  createClient,
}: SpeechTestApiSources): () => Promise<SpeechTestApi> {
  return async () => {
    const { speechTestBase } = await loadConfig();
    return createClient(speechTestBase === null ? {} : { speechTestBase });
  };
}
