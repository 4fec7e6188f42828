// Test support: a Cog HTTP predictor look-alike (node:http) for the lip-sync engine's contract tests, answering as
// Cog's own server does (crates/coglet/src/transport/http/routes.rs, docs/http.md): GET /health-check, GET
// /openapi.json (a LatentSync-style Input schema), POST /predictions and PUT /predictions/{id} (synchronous, or 202
// with `Prefer: respond-async`; a PUT of an id in flight answers 202 with its state; another prediction while one runs
// is 409; missing inputs 422; unknown inputs dropped), POST /predictions/{id}/cancel (200, or 404), no
// GET /predictions/{id} (405), and a closed connection cancels a synchronous prediction. Its "model" answers with the
// input video itself, as a URL on its own origin or a data URL, or fails, or runs until canceled. It records every
// request. The real predictor is a boundary we do not own (and needs a GPU), so a fake is fair here.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeCogBehaviour = 'url' | 'data-url' | 'fail' | 'hang' | 'foreign-url';

export interface FakePrediction {
  id: string;
  method: string;
  prefer: string | undefined;
  /** The inputs as received (data URLs included), after unknown ones were dropped. */
  input: Record<string, unknown>;
  /** Inputs the schema does not have, dropped as Cog drops them. */
  dropped: string[];
}

export interface FakeCogPredictor {
  url: string;
  /** What GET /health-check says (READY by default). */
  health: string;
  behaviour: FakeCogBehaviour;
  /** The output URL of 'foreign-url'. */
  foreignUrl: string;
  /** The error of 'fail'. */
  failure: string;
  /** Every request as "METHOD /path". */
  requests: string[];
  predictions: FakePrediction[];
  /** Ids that POST /predictions/{id}/cancel was called for (found or not). */
  cancels: string[];
  close(): Promise<void>;
}

export interface FakeCogOptions {
  /** The name of a boolean CodeFormer input in the schema, or null for none (default 'enhance_face'). */
  codeformerInput?: string | null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, value: unknown): void {
  if (response.writableEnded || response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

export async function startFakeCogPredictor(options: FakeCogOptions = {}): Promise<FakeCogPredictor> {
  const codeformer = options.codeformerInput === undefined ? 'enhance_face' : options.codeformerInput;
  const properties: Record<string, { type: string; format?: string; default?: unknown }> = {
    video: { type: 'string', format: 'uri' },
    audio: { type: 'string', format: 'uri' },
    guidance_scale: { type: 'number', default: 1.5 },
    inference_steps: { type: 'integer', default: 20 },
    seed: { type: 'integer', default: 0 },
    ...(codeformer ? { [codeformer]: { type: 'boolean', default: false } } : {}),
  };
  const files = new Map<string, Buffer>();
  // The one prediction in flight (Cog runs one at a time by default).
  let running: { id: string; cancel: () => void } | null = null;
  let origin = '';

  const fake: FakeCogPredictor = {
    url: '',
    health: 'READY',
    behaviour: 'url',
    foreignUrl: 'http://127.0.0.1:9/elsewhere.mp4',
    failure: 'CUDA out of memory. Tried to allocate 2.00 GiB',
    requests: [],
    predictions: [],
    cancels: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function predict(request: IncomingMessage, response: ServerResponse, urlId: string | null) {
    let body: { id?: string; input?: Record<string, unknown> };
    try {
      body = JSON.parse((await readBody(request)) || '{}') as typeof body;
    } catch {
      return send(response, 422, { detail: [{ loc: ['body'], msg: 'invalid JSON', type: 'value_error' }] });
    }
    if (urlId && body.id && body.id !== urlId) {
      return send(response, 422, {
        detail: [
          {
            loc: ['body', 'id'],
            msg: 'prediction ID must match the ID supplied in the URL',
            type: 'value_error',
          },
        ],
      });
    }
    const id = urlId ?? body.id ?? `fake${Date.now()}`;
    const prefer = request.headers.prefer;
    if (running && running.id === id) return send(response, 202, { id, status: 'processing' });
    const raw = body.input ?? {};
    const input = Object.fromEntries(Object.entries(raw).filter(([name]) => name in properties));
    const dropped = Object.keys(raw).filter((name) => !(name in properties));
    for (const name of ['video', 'audio']) {
      if (typeof input[name] !== 'string') {
        return send(response, 422, {
          detail: [{ loc: ['body', 'input', name], msg: 'Field required', type: 'missing' }],
        });
      }
    }
    if (running)
      return send(response, 409, { error: 'At capacity - all prediction slots busy', status: 'failed' });
    fake.predictions.push({
      id,
      method: request.method!,
      prefer: prefer as string | undefined,
      input,
      dropped,
    });

    const outcome = new Promise<Record<string, unknown>>((resolve) => {
      const finish = (value: Record<string, unknown>) => {
        if (running?.id === id) running = null;
        resolve({ id, logs: '', metrics: { predict_time: 0.01 }, ...value });
      };
      running = { id, cancel: () => finish({ status: 'canceled' }) };
      const video = String(input.video);
      const comma = video.indexOf(',');
      const bytes = Buffer.from(video.slice(comma + 1), 'base64');
      setTimeout(() => {
        if (running?.id !== id) return;
        switch (fake.behaviour) {
          case 'hang':
            return; // until canceled
          case 'fail':
            return finish({ status: 'failed', error: fake.failure });
          case 'foreign-url':
            return finish({ status: 'succeeded', output: fake.foreignUrl });
          case 'data-url':
            return finish({
              status: 'succeeded',
              output: `data:video/mp4;base64,${bytes.toString('base64')}`,
            });
          case 'url':
            files.set(`${id}.mp4`, bytes);
            return finish({ status: 'succeeded', output: `${origin}/files/${id}.mp4` });
        }
      }, 20);
    });
    if (prefer === 'respond-async') {
      // Cog reports an asynchronous prediction only through webhooks or SSE; the fake sends neither.
      return send(response, 202, { id, status: 'starting' });
    }
    response.once('close', () => {
      if (!response.writableEnded && running?.id === id) running.cancel(); // the client went away
    });
    send(response, 200, await outcome);
  }

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    fake.requests.push(`${request.method} ${path}`);
    const prediction = /^\/predictions\/([^/]+)$/.exec(path);
    const cancel = /^\/predictions\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'GET' && path === '/health-check')
      return send(response, 200, { status: fake.health });
    if (request.method === 'GET' && path === '/openapi.json') {
      return send(response, 200, {
        openapi: '3.0.2',
        components: {
          schemas: { Input: { type: 'object', properties }, Output: { type: 'string', format: 'uri' } },
        },
      });
    }
    if (path === '/predictions' && request.method === 'POST') return void predict(request, response, null);
    if (prediction && request.method === 'PUT') return void predict(request, response, prediction[1]!);
    if (prediction) return send(response, 405, { detail: 'Method Not Allowed' });
    if (cancel && request.method === 'POST') {
      fake.cancels.push(cancel[1]!);
      const current = running as { id: string; cancel: () => void } | null;
      if (!current || current.id !== cancel[1]) return send(response, 404, {});
      current.cancel();
      return send(response, 200, {});
    }
    const file = /^\/files\/([^/]+)$/.exec(path);
    if (file && request.method === 'GET' && files.has(file[1]!)) {
      response.writeHead(200, { 'content-type': 'video/mp4' });
      return void response.end(files.get(file[1]!));
    }
    send(response, 404, { detail: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = origin;
  return fake;
}
