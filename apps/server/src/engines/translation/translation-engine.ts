// The translation engine interface behind POST /api/translate/translate. Implementations: the embedded apertium
// engine (the language pairs Debian ships, apertium-engine.ts) and LibreTranslate over HTTP when MT_URL is set
// (libretranslate-engine.ts). Errors carry sentences a user can read; the route gives them their status.
export interface TranslationRequest {
  text: string;
  /** The text's language; null when the caller did not say (apertium assumes English, LibreTranslate detects). */
  source: string | null;
  target: string;
  signal?: AbortSignal;
}

export interface TranslationEngine {
  readonly id: string;
  /** One honest sentence for the README and the docs. */
  readonly description: string;
  translate(request: TranslationRequest): Promise<string>;
  /** HTTP engine: whether the server accepts a connection (for /api/health; reused for 5 s). Embedded: none. */
  isReachable?(): Promise<boolean>;
}

/** The engine cannot serve this pair of languages; the message names the configuration that would. → 422 */
export class UnsupportedTranslationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedTranslationError';
  }
}

/** The translator itself failed (a server down or refusing, a tool crashing). → `status` (502 by default) */
export class TranslationFailedError extends Error {
  constructor(
    message: string,
    readonly status = 502,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'TranslationFailedError';
  }
}
