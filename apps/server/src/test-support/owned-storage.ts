// Test support for deleting what a creator owns (issue 26): the storage figure the account page shows (GET
// /api/user/storage: the total and one kind's bytes), the stored paths of media files, and DELETE through app.inject.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StorageKind, StorageUsage } from '@twin/api-client';
import { mediaFiles } from '../db/schema';
import { bearerHeader, getWithToken } from './test-server';

export interface StorageFigure {
  total: number;
  /** The bytes of the kind asked for. */
  kind: number;
}

export async function storageFigureOf(
  app: FastifyInstance,
  token: string,
  kind: StorageKind,
): Promise<StorageFigure> {
  const response = await getWithToken(app, '/api/user/storage', token);
  if (response.statusCode !== 200) throw new Error(`storage: ${response.statusCode} ${response.body}`);
  const usage = response.json() as StorageUsage;
  return { total: usage.total_bytes, kind: usage.kinds.find((entry) => entry.kind === kind)?.bytes ?? 0 };
}

/** The stored paths (relative to DATA_DIR, as storedFiles lists them) of the media files `ids`. */
export async function storedPathsOf(
  app: FastifyInstance,
  ids: readonly (string | null)[],
): Promise<string[]> {
  const paths: string[] = [];
  for (const id of ids) {
    if (!id) continue;
    const [row] = await app.services.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    if (row) paths.push(`media/${row.relativePath}`);
  }
  return paths;
}

export function deleteWithToken(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'DELETE', url, headers: bearerHeader(token) });
}
