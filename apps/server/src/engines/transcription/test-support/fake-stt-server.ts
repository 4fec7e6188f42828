// Test support: an OpenAI-style speech-to-text server (node:http) for contract tests — POST
// /v1/audio/transcriptions with a multipart body, answered as speaches answers verbose_json. It records what it
// received (fields and the file's bytes) and can be told to fail, answer nonsense, answer too much, or never answer.
// The real server is a boundary we do not own, so a fake is fair here.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedTranscription {
  path: string;
  contentType: string;
  fields: Record<string, string[]>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export type FakeSttBehaviour =
  | { kind: 'answer'; language: string }
  | { kind: 'fail'; status: number; detail: string }
  | { kind: 'raw'; body: string }
  | { kind: 'huge'; bytes: number }
  | { kind: 'hang' };

export interface FakeSttServer {
  url: string;
  received: ReceivedTranscription[];
  behaviour: FakeSttBehaviour;
  close(): Promise<void>;
}

/** What the fake "heard": two segments as faster-whisper gives them (leading spaces, extra fields). */
export const fakeSegments = [
  { id: 0, seek: 0, start: 0.0, end: 2.4, text: ' Hola a todos.', tokens: [1, 2], temperature: 0, avg_logprob: -0.2, compression_ratio: 1.1, no_speech_prob: 0.01, words: null }, // prettier-ignore
  { id: 1, seek: 0, start: 3.1, end: 5.0, text: ' Bienvenidos al curso.', tokens: [3], temperature: 0, avg_logprob: -0.3, compression_ratio: 1.2, no_speech_prob: 0.02, words: null }, // prettier-ignore
];

export async function startFakeSttServer(): Promise<FakeSttServer> {
  const received: ReceivedTranscription[] = [];
  const hanging: ServerResponse[] = [];
  const fake: FakeSttServer = {
    url: '',
    received,
    behaviour: { kind: 'answer', language: 'es' },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const contentType = request.headers['content-type'] ?? '';
    const entry: ReceivedTranscription = { path: request.url ?? '', contentType, fields: {}, file: null };
    received.push(entry);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
      return json(404, { detail: 'Not Found' });
    }
    try {
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData(); // prettier-ignore
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') (entry.fields[name] ??= []).push(value);
        else
          entry.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
    } catch {
      return json(422, { detail: 'not multipart' });
    }
    const behaviour = fake.behaviour;
    switch (behaviour.kind) {
      case 'answer':
        return json(200, {
          task: 'transcribe',
          language: behaviour.language,
          duration: 5.2,
          text: fakeSegments.map((segment) => segment.text).join(''),
          words: null,
          segments: fakeSegments,
        });
      case 'fail':
        return json(behaviour.status, { detail: behaviour.detail });
      case 'raw':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(behaviour.body);
      case 'huge': // chunked, without a length: the cap must count what arrives
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"text": "');
        for (let sent = 0; sent < behaviour.bytes; sent += 64 * 1024) response.write('a'.repeat(64 * 1024));
        return response.end('"}');
      case 'hang':
        hanging.push(response);
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
