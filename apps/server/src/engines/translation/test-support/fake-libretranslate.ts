// Test support: a tiny LibreTranslate look-alike (node:http) for contract tests — GET /languages and POST
// /translate as LibreTranslate answers them. It "translates" by tagging the text, records every request, and can
// be told to fail. The real LibreTranslate is a boundary we do not own, so a fake is fair here.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLibreTranslate {
  url: string;
  requests: { path: string; body: Record<string, unknown> | null }[];
  /** The status (and error) the next /translate answers with, instead of translating. */
  failNext(status: number, error?: string): void;
  close(): Promise<void>;
}

const languages = [
  { code: 'en', name: 'English', targets: ['en', 'es', 'nb', 'zh-Hans', 'ja'] },
  { code: 'es', name: 'Spanish', targets: ['en', 'es'] },
  { code: 'nb', name: 'Norwegian Bokmål', targets: ['en', 'nb'] },
  { code: 'zh-Hans', name: 'Chinese', targets: ['en', 'zh-Hans'] },
  { code: 'ja', name: 'Japanese', targets: ['en', 'ja'] },
];

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function startFakeLibreTranslate(
  options: { apiKey?: string } = {},
): Promise<FakeLibreTranslate> {
  const requests: FakeLibreTranslate['requests'] = [];
  let failure: { status: number; error: string } | null = null;
  const server: Server = createServer(async (request, response) => {
    const body = request.method === 'POST' ? await readJson(request) : null;
    requests.push({ path: request.url ?? '', body });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'GET' && request.url === '/languages') return send(200, languages);
    if (request.method !== 'POST' || request.url !== '/translate') return send(404, { error: 'Not Found' });
    if (failure) {
      const { status, error } = failure;
      failure = null;
      return send(status, { error });
    }
    if (!body || typeof body.q !== 'string')
      return send(400, { error: 'Invalid request: missing q parameter' });
    if (options.apiKey && body.api_key !== options.apiKey) return send(403, { error: 'Invalid API key' });
    return send(200, { translatedText: `[${String(body.source)}→${String(body.target)}] ${body.q}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext(status, error = 'failure') {
      failure = { status, error };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
