// Test support for the account's data calls (issue 26): a creator with stored files (two timeline audio uploads,
// through the API), waiting for a data export to end, and reading a downloaded zip's entries (yauzl, an independent
// reader of what zip-writer.ts writes).
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import type { DataExport } from '@twin/api-client';
import { fixture } from '../../test-support/audio-fixtures';
import { getWithToken, registerAccount } from '../../test-support/test-server';
import { upload } from '../../test-support/voice-test-client';

/** A new account with two audio files uploaded for the timeline. */
export async function accountWithFiles(app: FastifyInstance) {
  const account = await registerAccount(app);
  for (const name of ['speech-3s.wav', 'speech-10s.wav'] as const) {
    const response = await upload(app, '/api/audio/upload', account.token, {}, [
      { field: 'audio', path: await fixture(name), filename: `mine-${name}` },
    ]);
    if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  }
  return account;
}

/** Polls GET /api/user/export/{id} until the export completed or failed. */
export async function waitForExport(
  app: FastifyInstance,
  token: string,
  id: string,
  timeoutMs = 60_000,
): Promise<DataExport> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await getWithToken(app, `/api/user/export/${id}`, token);
    if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${response.body}`);
    const answer = response.json().export as DataExport;
    if (answer.status === 'completed' || answer.status === 'failed') return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${id} did not end within ${timeoutMs} ms`);
}

/** Every entry of a zip: its name and its bytes. */
export function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no entry stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}
