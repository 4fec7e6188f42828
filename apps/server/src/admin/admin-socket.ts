// The local admin channel: a tiny HTTP listener on the Unix socket DATA_DIR/admin.sock (mode 0600), separate from
// the public TCP port, so the CLI can run commands inside the server that holds the (single-process) PGlite database.
import { chmod, rm, stat } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { runAdminCommand, type AdminResult } from './commands';

const MAX_REQUEST_BYTES = 64 * 1024;

export function adminSocketPath(dataDir: string): string {
  return join(dataDir, 'admin.sock');
}

/**
 * Sends one command line to a running server. Resolves null when no server listens on the socket (missing or
 * stale file), so the caller can open the database itself.
 */
export function sendAdminCommand(socketPath: string, argv: readonly string[]): Promise<AdminResult | null> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ argv });
    const req = httpRequest(
      {
        socketPath,
        path: '/run',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<AdminResult>;
            resolve({ output: String(parsed.output ?? ''), exitCode: Number(parsed.exitCode ?? 1) });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED' || error.code === 'ENOTSOCK')
        resolve(null);
      else reject(error);
    });
    req.end(body);
  });
}

/** True when a server answers on the socket (used to refuse a second server on the same DATA_DIR). */
export async function isAdminSocketLive(socketPath: string): Promise<boolean> {
  try {
    return (await sendAdminCommand(socketPath, ['help'])) !== null;
  } catch {
    return false;
  }
}

async function readBody(req: import('node:http').IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) throw new Error('admin request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

export async function startAdminSocket(db: Database, dataDir: string): Promise<AdminSocket> {
  const path = adminSocketPath(dataDir);
  if (await isAdminSocketLive(path)) throw new Error(`Another server already listens on ${path}.`);
  await rm(path, { force: true }); // a stale socket left by a crash

  const server: Server = createServer((req, res) => {
    const reply = (status: number, result: AdminResult) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result));
    };
    if (req.method !== 'POST' || req.url !== '/run') return reply(404, { output: 'Not found.', exitCode: 2 });
    readBody(req)
      .then(async (text) => {
        const { argv } = JSON.parse(text) as { argv?: unknown };
        if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string')) {
          return reply(400, { output: 'argv must be an array of strings.', exitCode: 2 });
        }
        reply(200, await runAdminCommand({ db, dataDir }, argv));
      })
      .catch((error: unknown) => {
        reply(500, { output: `The command failed: ${(error as Error).message}`, exitCode: 1 });
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(async () => {
        // Node removes the socket file on close; make sure in case it did not.
        if (await stat(path).catch(() => null)) await rm(path, { force: true });
      }),
  };
}
