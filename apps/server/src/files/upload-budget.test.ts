// Upload byte budgets on a real server: 3 × 190 MB in one request is refused from its Content-Length before a byte
// is read, and, sent without a length, is cut off with at most 200 MB ever in tmp; the per-user budget across
// uploads in flight (the budget itself).
import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUploadLimits } from '../config';
import { messageOf, registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import { voiceMessages } from '../create-voice/voice-messages';
import { UploadBudget, uploadsInFlightMessage, uploadTooLargeMessage } from './upload-budget';

const MB = 1024 * 1024;
const boundary = 'twinbudgetboundary';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await registerAccount(server.app, { plan: 'Pro', voiceClones: 5 })).token;
});
afterAll(() => server.close());

/** A multipart body of `count` files of `bytes` each, made as it is read; `pulled` counts what was taken. */
function generatedForm(count: number, bytes: number) {
  const chunk = Buffer.alloc(MB, 1);
  const state = { pulled: 0 };
  async function* parts() {
    for (let file = 0; file < count; file += 1) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="f${file}.wav"\r\n` +
          'Content-Type: audio/wav\r\n\r\n',
      );
      for (let sent = 0; sent < bytes; sent += chunk.length) {
        state.pulled += chunk.length;
        yield chunk;
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { stream: Readable.from(parts()), state };
}

/** Bytes in DATA_DIR/tmp now; a file the server removes between the listing and its stat counts as gone. */
const tmpBytes = () => {
  const tmp = join(server.config.dataDir, 'tmp');
  return readdirSync(tmp).reduce(
    (sum, name) => sum + (statSync(join(tmp, name), { throwIfNoEntry: false })?.size ?? 0),
    0,
  );
};

describe('upload byte budgets', () => {
  it('refuses 3 × 190 MB from its Content-Length before reading the files', async () => {
    const { stream, state } = generatedForm(3, 190 * MB);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/voice/upload-audio?model_name=Big',
      payload: stream,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(3 * 190 * MB + 1000),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe(uploadTooLargeMessage(defaultUploadLimits.perRequestBytes));
    expect(state.pulled).toBeLessThan(200 * MB);
    expect(tmpBytes()).toBe(0);
  });

  it('refuses an oversize single-file call from its Content-Length with that file’s own (the spec’s) text', async () => {
    const { stream, state } = generatedForm(1, 250 * MB);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/voice/pro-clone',
      payload: stream,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(250 * MB + 1000),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(messageOf(response)).toBe(voiceMessages.proTooLarge);
    expect(state.pulled).toBeLessThan(200 * MB);
  });

  it('cuts off 3 × 190 MB sent without a length, with never more than 200 MB in tmp', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const { stream, state } = generatedForm(3, 190 * MB);
    let peak = 0;
    const watcher = setInterval(() => (peak = Math.max(peak, tmpBytes())), 5);
    const status = await new Promise<number | 'reset'>((resolve) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/voice/upload-audio?model_name=Big',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          stream.destroy();
          request.destroy();
        },
      );
      request.on('error', () => {
        stream.destroy();
        resolve('reset');
      });
      stream.pipe(request);
    });
    clearInterval(watcher);
    peak = Math.max(peak, tmpBytes());
    // The answer is 413, unless the connection closed under the client first; either way the upload was cut.
    if (status !== 'reset') expect(status).toBe(413);
    expect(peak).toBeLessThanOrEqual(defaultUploadLimits.perRequestBytes);
    expect(state.pulled).toBeLessThan(3 * 190 * MB);
    await expect.poll(tmpBytes).toBe(0);
  });
});

describe('UploadBudget', () => {
  it('holds each user’s declared uploads until they end, refusing past the user’s budget', () => {
    const budget = new UploadBudget({ perRequestBytes: 200 * MB, inFlightPerUserBytes: 400 * MB });
    const first = budget.open('ada', 150 * MB);
    const second = budget.open('ada', 150 * MB);
    expect(() => budget.open('ada', 150 * MB)).toThrow(uploadsInFlightMessage(400 * MB));
    const other = budget.open('bo', 150 * MB); // another user's budget is their own
    first.release();
    budget.open('ada', 150 * MB).release();
    second.release();
    other.release();
  });

  it('counts undeclared bytes as they arrive against both budgets', () => {
    const budget = new UploadBudget({ perRequestBytes: 10, inFlightPerUserBytes: 15 });
    const a = budget.open('ada', null);
    a.take(8);
    const b = budget.open('ada', null);
    expect(() => b.take(8)).toThrow(uploadsInFlightMessage(15));
    expect(() => a.take(3)).toThrow(uploadTooLargeMessage(10));
  });
});
