// Builds multipart/form-data request bodies for app.inject with the platform's FormData, reading files lazily
// from disk (fs.openAsBlob), so even a 200 MB upload streams instead of sitting in memory.
import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';

export interface FilePart {
  field: string;
  path: string;
  /** The name the client claims (defaults to the file's own). */
  filename?: string;
  /** The type the client claims. */
  type?: string;
}

export async function multipartRequest(
  fields: Record<string, string>,
  files: readonly FilePart[],
): Promise<{ payload: Readable; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = await openAsBlob(file.path, { type: file.type ?? 'audio/mpeg' });
    form.append(file.field, blob, file.filename ?? basename(file.path));
  }
  const response = new Response(form);
  return {
    payload: Readable.fromWeb(response.body! as import('node:stream/web').ReadableStream),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
