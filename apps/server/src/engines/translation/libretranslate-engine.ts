// Translation over HTTP with a LibreTranslate server (MT_URL): POST {MT_URL}/translate {q, source, target,
// format: 'text', api_key?} → {translatedText}. The server's GET /languages (read once, again after a failure)
// says which codes it uses (Norwegian is 'nb', Chinese 'zh' or 'zh-Hans' depending on the version) and which
// pairs it serves, so a pair it cannot serve is refused before the request, in plain words. Without
// a source language the server detects it ('auto').
import { languageName } from '@twin/api-client';
import { reachabilityProbe } from '../http/engine-request';
import {
  TranslationFailedError,
  UnsupportedTranslationError,
  type TranslationEngine,
  type TranslationRequest,
} from './translation-engine';

export interface LibreTranslateOptions {
  /** The server's base URL (MT_URL). */
  url: string;
  /** Sent as api_key when set (MT_API_KEY). */
  apiKey?: string;
  timeoutMs?: number;
}

interface ServerLanguage {
  code: string;
  targets?: string[];
}

/** Our code → the codes LibreTranslate versions use for it, preferred first. */
const codeAliases: Readonly<Record<string, readonly string[]>> = {
  no: ['nb', 'no'],
  zh: ['zh', 'zh-Hans', 'zh-CN'],
  he: ['he', 'iw'],
};

const notAnswering = 'The translation server is not answering. Please try again later.';

export class LibreTranslateEngine implements TranslationEngine {
  readonly id = 'libretranslate';
  readonly description: string;
  private readonly baseUrl: string;
  private languages: Promise<ServerLanguage[] | null> | null = null;

  /** Whether the server accepts a connection (for /api/health; reused for 5 s). */
  readonly isReachable: () => Promise<boolean>;

  constructor(private readonly options: LibreTranslateOptions) {
    this.baseUrl = options.url.replace(/\/+$/, '');
    this.isReachable = reachabilityProbe(this.baseUrl);
    this.description = `LibreTranslate at ${this.baseUrl}.`;
  }

  private async call(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 60_000);
    try {
      return await fetch(`${this.baseUrl}${path}`, {
        ...init,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new TranslationFailedError(notAnswering, 502, { cause: error });
    }
  }

  /** The server's languages, or null when it does not list them (then our codes are sent as they are). */
  private serverLanguages(): Promise<ServerLanguage[] | null> {
    this.languages ??= this.call('/languages', { method: 'GET' })
      .then(async (response) => (response.ok ? ((await response.json()) as ServerLanguage[]) : null))
      .then((list) => (Array.isArray(list) ? list : null))
      .catch(() => null);
    const pending = this.languages;
    void pending.then((list) => {
      if (!list && this.languages === pending) this.languages = null; // ask again next time
    });
    return pending;
  }

  private serverCode(code: string, languages: ServerLanguage[] | null): string | null {
    const candidates = codeAliases[code] ?? [code];
    if (!languages) return candidates[0]!;
    return candidates.find((candidate) => languages.some((language) => language.code === candidate)) ?? null;
  }

  private refuse(source: string | null, target: string): never {
    const pair = source
      ? `${languageName(source)} to ${languageName(target)}`
      : `into ${languageName(target)}`;
    throw new UnsupportedTranslationError(`The translation server cannot translate ${pair}.`);
  }

  async translate(request: TranslationRequest): Promise<string> {
    const languages = await this.serverLanguages();
    const target = this.serverCode(request.target, languages);
    const source = request.source === null ? 'auto' : this.serverCode(request.source, languages);
    if (!target || !source) this.refuse(request.source, request.target);
    const sourceEntry = languages?.find((language) => language.code === source);
    if (sourceEntry?.targets && !sourceEntry.targets.includes(target))
      this.refuse(request.source, request.target);

    const response = await this.call(
      '/translate',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          q: request.text,
          source,
          target,
          format: 'text',
          ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
        }),
      },
      request.signal,
    );
    const answer = (await response.json().catch(() => null)) as {
      translatedText?: unknown;
      error?: unknown;
    } | null;
    if (response.ok && typeof answer?.translatedText === 'string') return answer.translatedText;
    const detail = typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`;
    if (response.status === 400) {
      throw new UnsupportedTranslationError(
        `The translation server could not translate this text: ${detail}`,
      );
    }
    if (response.status === 429) {
      throw new TranslationFailedError('The translation server is busy. Please try again in a minute.', 429);
    }
    if (response.status === 403) {
      throw new TranslationFailedError(
        // The operator's detail (a wrong MT_API_KEY, most likely) goes to the log through the cause.
        'The translation server refused the request. Please try again later.',
        502,
        { cause: new Error(`refused (403), check MT_API_KEY: ${detail}`) },
      );
    }
    throw new TranslationFailedError(notAnswering, 502, { cause: new Error(detail) });
  }
}
