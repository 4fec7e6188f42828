// Stand-ins for the HTTP speech engines we do not own, speaking their protocols as documented (Chatterbox-TTS-Server:
// POST /upload_reference with multipart `files`, POST /tts with its CustomTTSRequest fields and FastAPI's `detail`
// errors, GET /api/model-info; OpenAI-style: POST /v1/audio/speech). They answer with real WAV audio (a tone as
// long as the words would take) and record every request; `mode` makes them misbehave: too slow, 500, not audio.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../../../../media/analysis/pcm-wav';

export type FakeEngineMode = 'ok' | 'slow' | 'error' | 'not-audio';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The JSON body, or for multipart the field name and file name of each part. */
  json?: Record<string, unknown>;
  files?: { field: string; name: string; bytes: number }[];
}

export interface FakeSpeechServer {
  url: string;
  requests: RecordedRequest[];
  mode: FakeEngineMode;
  /** Reference files the fake Chatterbox holds (clear it to play an engine that lost them). */
  references: Set<string>;
  close(): Promise<void>;
}

const SAMPLE_RATE = 24_000;
const SECONDS_PER_WORD = 0.3;

/** Audio for `text`: a quiet tone, SECONDS_PER_WORD per word. */
export function toneFor(text: string): Buffer {
  const words = text.split(/\s+/).filter(Boolean).length;
  const samples = new Int16Array(Math.round(Math.max(1, words) * SECONDS_PER_WORD * SAMPLE_RATE));
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = Math.round(6000 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE));
  return encodeWav(samples, SAMPLE_RATE);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendAudio(response: ServerResponse, server: FakeSpeechServer, text: string): void {
  if (server.mode === 'error') return send(response, 500, { detail: 'CUDA out of memory' });
  if (server.mode === 'not-audio') {
    response.writeHead(200, { 'content-type': 'audio/wav' });
    return void response.end('<html>this is not audio</html>');
  }
  response.writeHead(200, { 'content-type': 'audio/wav' });
  response.end(toneFor(text));
}

type Handler = (
  server: FakeSpeechServer,
  recorded: RecordedRequest,
  body: Buffer,
  response: ServerResponse,
) => Promise<void> | void;

async function start(handler: Handler): Promise<FakeSpeechServer> {
  const fake: FakeSpeechServer = {
    url: '',
    requests: [],
    mode: 'ok',
    references: new Set(),
    close: () =>
      new Promise((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
  const http: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
      };
      fake.requests.push(recorded);
      if (fake.mode === 'slow') return; // never answers
      await handler(fake, recorded, body, response);
    })().catch((error: unknown) => send(response, 500, { detail: String(error) }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/`;
  return fake;
}

function headersOf(recorded: RecordedRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(recorded.headers))
    if (typeof value === 'string') headers.set(name, value);
  return headers;
}

/** Validates like CustomTTSRequest (pydantic: 422 with `detail` for a field out of range). */
function ttsProblem(json: Record<string, unknown>): string | null {
  const number = (name: string, min: number, max: number) => {
    const value = json[name];
    if (value === undefined || value === null) return null;
    return typeof value === 'number' && value >= min && value <= max ? null : `${name} must be ${min}–${max}`;
  };
  if (typeof json.text !== 'string' || json.text.length === 0) return 'text is required';
  if (json.voice_mode !== 'clone' && json.voice_mode !== 'predefined')
    return 'voice_mode must be clone or predefined';
  return (
    number('temperature', 0, 1.5) ??
    number('exaggeration', 0.25, 2) ??
    number('cfg_weight', 0.2, 1) ??
    number('speed_factor', 0.25, 4)
  );
}

export function startFakeChatterbox(): Promise<FakeSpeechServer> {
  return start(async (fake, recorded, body, response) => {
    const path = recorded.path.split('?')[0];
    if (recorded.method === 'GET' && path === '/api/model-info') {
      return send(response, 200, {
        type: 'multilingual',
        supported_languages: { en: 'English', de: 'German', fr: 'French' },
      });
    }
    if (recorded.method === 'POST' && path === '/upload_reference') {
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: headersOf(recorded),
        body: new Uint8Array(body),
      }).formData();
      const files: NonNullable<RecordedRequest['files']> = [];
      const uploaded: string[] = [];
      form.forEach((value, field) => {
        if (typeof value === 'string') return;
        files.push({ field, name: value.name, bytes: value.size });
        if (field === 'files' && /\.(wav|mp3)$/i.test(value.name)) {
          fake.references.add(value.name);
          uploaded.push(value.name);
        }
      });
      recorded.files = files;
      return send(response, uploaded.length > 0 ? 200 : 400, {
        message: `Processed ${recorded.files.length} file(s).`,
        uploaded_files: uploaded,
        all_reference_files: [...fake.references],
        errors: [],
      });
    }
    if (recorded.method === 'POST' && path === '/tts') {
      const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      recorded.json = json;
      const problem = ttsProblem(json);
      if (problem) return send(response, 422, { detail: problem });
      if (json.voice_mode === 'clone') {
        const reference = json.reference_audio_filename;
        if (typeof reference !== 'string')
          return send(response, 400, {
            detail: "Missing 'reference_audio_filename' for 'clone' voice mode.",
          });
        if (!fake.references.has(reference))
          return send(response, 404, { detail: `Reference audio file '${reference}' not found.` });
      }
      return sendAudio(response, fake, String(json.text));
    }
    send(response, 404, { detail: 'Not Found' });
  });
}

export function startFakeOpenAiSpeech(): Promise<FakeSpeechServer> {
  return start((fake, recorded, body, response) => {
    if (recorded.method !== 'POST' || recorded.path !== '/v1/audio/speech')
      return send(response, 404, { detail: 'Not Found' });
    const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    recorded.json = json;
    if (typeof json.input !== 'string' || typeof json.voice !== 'string' || typeof json.model !== 'string') {
      return send(response, 422, { error: { message: 'model, input and voice are required' } });
    }
    sendAudio(response, fake, json.input);
  });
}
