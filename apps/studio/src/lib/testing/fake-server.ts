// The studio tests' one fake server: a FetchFunction that records each call (url, method, body —
// parsed when it is JSON text, the FormData itself for multipart — and the Authorization header) and
// answers what the test's function returns (JSON, or a Blob as it is), plus an api client over it with the token 'token-1'.
import { createApiClient, type FetchFunction } from '@twin/api-client';

export interface FakeCall {
  url: string;
  method: string;
  /** A JSON body parsed; any other body (FormData, Blob) as it was sent. */
  body: unknown;
  authorization: string | null;
}

/** What the fake server answers: `body` as JSON, or a Blob (audio, video) as it is. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

function readBody(raw: RequestInit['body']): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function fakeServer(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const call: FakeCall = {
      url,
      method: init.method ?? 'GET',
      body: readBody(init.body),
      authorization: new Headers(init.headers).get('Authorization'),
    };
    calls.push(call);
    const { status, body } = await answer(call);
    if (body instanceof Blob) return new Response(body, { status });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetch, api: createApiClient({ baseUrl: '', getToken: () => 'token-1', fetch }) };
}

export type FakeServer = ReturnType<typeof fakeServer>;
