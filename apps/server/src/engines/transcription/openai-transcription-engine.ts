// Transcription over HTTP (STT_URL): an OpenAI-style speech-to-text server — speaches, faster-whisper-server, or
// OpenAI's own API shape. POST {STT_URL}/v1/audio/transcriptions, multipart: `file` (the WAV, streamed from disk),
// `model` (STT_MODEL; speaches needs a model it has installed, e.g. Systran/faster-whisper-small),
// `response_format=verbose_json`, `timestamp_granularities[]=segment` and `language` unless it is 'auto' (the
// server detects it then). The answer `{ text, language, duration, segments: [{ start, end, text }] }` is checked
// with zod; the segments become ours (text trimmed, empty ones dropped, in order, not overlapping) and the
// language, a code ('en', speaches) or a name ('english', OpenAI), our ISO code. The whole exchange has a time
// limit (STT_TIMEOUT_SECONDS) and the answer a size cap; each failure is a TranscriptionError saying which it was.
import { openAsBlob } from 'node:fs';
import { languageName } from '@twin/api-client';
import { z } from 'zod';
import { detailOf, engineUrl, reachabilityProbe } from '../http/engine-request';
import {
  TranscriptionError,
  type TranscribeInput,
  type Transcript,
  type TranscriptSegment,
  type TranscriptionEngine,
} from './transcription-engine';
import { languageCodeOf } from './whisper-languages';

export const DEFAULT_STT_MODEL = 'Systran/faster-whisper-small';
export const DEFAULT_STT_TIMEOUT_SECONDS = 30 * 60;
const DEFAULT_MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export interface OpenAiTranscriptionOptions {
  /** STT_URL: the server's base URL (the API is under /v1). */
  url: string;
  /** STT_MODEL (default Systran/faster-whisper-small). */
  model?: string;
  /** STT_TIMEOUT_SECONDS in ms: upload, transcription and answer (default 30 minutes). */
  timeoutMs?: number;
  /** The largest answer read (default 16 MiB). */
  maxAnswerBytes?: number;
}

const where = 'The transcription server';

function spokenDuration(ms: number): string {
  const [amount, unit] =
    ms >= 60_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.ceil(ms / 1000), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export const sttMessages = {
  notAnswering: `${where} is not answering. Please try again in a few minutes.`,
  failed: (detail: string) => `${where} could not transcribe this audio: ${detail}`,
  malformed: `${where} answered with something that is not a transcription. Please tell the administrator.`,
  tooLarge: `${where} answered with more than we read. Please tell the administrator.`,
  tookTooLong: (limitMs: number) =>
    `${where} took longer than ${spokenDuration(limitMs)}, so the transcription was stopped. Please try again later.`,
};

const verboseJsonSchema = z.object({
  text: z.string(),
  language: z.string().optional(),
  duration: z.number().optional(),
  segments: z.array(z.object({ start: z.number().min(0), end: z.number().min(0), text: z.string() })),
});

class AnswerTooLargeError extends Error {}

/** The body as text, refusing it once it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new AnswerTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Whisper's segments as ours: trimmed, without empty ones, sorted, each ending by the next one's start. */
export function segmentsOf(
  answer: readonly { start: number; end: number; text: string }[],
): TranscriptSegment[] {
  const sorted = answer
    .map((segment) => ({ start: segment.start, end: segment.end, text: segment.text.trim() }))
    .filter((segment) => segment.text !== '')
    .sort((a, b) => a.start - b.start);
  return sorted.map((segment, index) => {
    const next = sorted[index + 1];
    const end = Math.min(segment.end, next ? next.start : segment.end);
    return { ...segment, end: Math.max(segment.start, end) };
  });
}

export class OpenAiTranscriptionEngine implements TranscriptionEngine {
  readonly name = 'http';
  private readonly endpoint: URL;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly maxAnswerBytes: number;
  /** Whether the server accepts a connection (for /api/health; reused for 5 s). */
  readonly isReachable: () => Promise<boolean>;

  constructor(options: OpenAiTranscriptionOptions) {
    this.endpoint = engineUrl(options.url, 'v1/audio/transcriptions');
    this.isReachable = reachabilityProbe(this.endpoint.href);
    this.model = options.model ?? DEFAULT_STT_MODEL;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_STT_TIMEOUT_SECONDS * 1000;
    this.maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  }

  /** Whisper models transcribe about a hundred languages; which the server has is its own business. */
  supports(_language: string): boolean {
    return true;
  }

  unsupportedMessage(language: string): string {
    return sttMessages.failed(`it does not transcribe ${languageName(language)}`);
  }

  async transcribe(input: TranscribeInput): Promise<Transcript> {
    const form = new FormData();
    form.append('file', await openAsBlob(input.wavPath, { type: 'audio/wav' }), 'audio.wav');
    form.append('model', this.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    if (input.language !== 'auto') form.append('language', input.language);

    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
    let body: string;
    try {
      const response = await fetch(this.endpoint, { method: 'POST', body: form, signal });
      if (!response.ok) {
        const detail = (await detailOf(response)) || `HTTP ${response.status}`;
        throw new TranscriptionError(sttMessages.failed(detail), {
          cause: new Error(`${this.endpoint.pathname} answered ${response.status}`),
        });
      }
      body = await readCapped(response, this.maxAnswerBytes);
    } catch (error) {
      if (input.signal?.aborted) throw input.signal.reason;
      if (timeout.aborted) {
        throw new TranscriptionError(sttMessages.tookTooLong(this.timeoutMs), { cause: error });
      }
      if (error instanceof TranscriptionError) throw error;
      if (error instanceof AnswerTooLargeError) throw new TranscriptionError(sttMessages.tooLarge);
      throw new TranscriptionError(sttMessages.notAnswering, { cause: error });
    }
    return this.transcriptOf(body, input.language);
  }

  private transcriptOf(body: string, asked: string): Transcript {
    let parsed: z.infer<typeof verboseJsonSchema>;
    try {
      parsed = verboseJsonSchema.parse(JSON.parse(body));
    } catch (error) {
      throw new TranscriptionError(sttMessages.malformed, { cause: error });
    }
    const segments = segmentsOf(parsed.segments);
    const heard = parsed.language ? languageCodeOf(parsed.language) : null;
    return {
      text: segments.length > 0 ? segments.map((segment) => segment.text).join(' ') : parsed.text.trim(),
      language: heard ?? (asked === 'auto' ? (parsed.language?.trim().toLowerCase() ?? 'auto') : asked),
      segments,
    };
  }
}
