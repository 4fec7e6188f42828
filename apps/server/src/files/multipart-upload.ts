// Receives a multipart/form-data request (@fastify/multipart): text fields into an object, each file streamed to
// its own extension-less temp file under DATA_DIR/tmp while its size is counted. A file over its field's limit is
// not written further (the rest of the request is read and discarded so the client still gets our answer), and
// the whole upload is refused with 413. On any refusal or error every temp file is removed.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { HttpError } from '../http/http-error';
import { removeQuietly, type MediaStore } from './media-store';
import type { UploadAllowance } from './upload-budget';

export interface FileFieldRule {
  name: string;
  maxBytes: number;
  multiple: boolean;
  /** The 413 message (the spec's words for this call). */
  tooLargeMessage: string;
}

export interface ReceivedFile {
  field: string;
  tempPath: string;
  /** As the client named it: data only, never a path. */
  originalFilename: string;
  sizeBytes: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Removes every temp file still in tmp (files moved into media are gone from there already). */
  discard(): Promise<void>;
}

export const notMultipartMessage = 'Send the form as multipart/form-data.';
export const interruptedUploadMessage = 'The upload was interrupted. Please try again.';
export const tooManyFieldsMessage = 'The form has too many fields.';
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 10_000;
export const MAX_FILES_PER_REQUEST = 50;

async function writeCounting(
  part: MultipartFile,
  path: string,
  limit: number,
  allowance: UploadAllowance | undefined,
): Promise<{ size: number; tooLarge: boolean }> {
  const out = createWriteStream(path, { flags: 'wx' });
  let size = 0;
  let tooLarge = false;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (tooLarge || size > limit) {
        tooLarge = true; // keep reading (and dropping) so the request completes
        continue;
      }
      // Over the request's or the user's budget: stop here (the temp file is removed by the caller).
      allowance?.take(chunk.length);
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close').catch(() => undefined);
  }
  return { size, tooLarge: tooLarge || part.file.truncated };
}

export async function receiveMultipart(
  request: FastifyRequest,
  store: MediaStore,
  rules: readonly FileFieldRule[],
  allowance?: UploadAllowance,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, notMultipartMessage);
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const temps: string[] = [];
  const discard = async () => {
    await Promise.all(temps.map((path) => removeQuietly(path)));
  };
  let refusal: HttpError | null = null;
  const largest = Math.max(...rules.map((rule) => rule.maxBytes));
  try {
    const parts = request.parts({
      // busboy stops writing past fileSize and flags `truncated`; we also count per field below.
      limits: {
        fileSize: largest + 1,
        files: MAX_FILES_PER_REQUEST,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
    }) as AsyncIterableIterator<Multipart>;
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
        continue;
      }
      const rule = rules.find((candidate) => candidate.name === part.fieldname);
      const duplicate = rule && !rule.multiple && files.some((file) => file.field === rule.name);
      if (!rule || duplicate || refusal) {
        part.file.resume(); // not ours to keep: read past it
        await once(part.file, 'end').catch(() => undefined);
        continue;
      }
      const tempPath = store.tempPath();
      temps.push(tempPath);
      const { size, tooLarge } = await writeCounting(part, tempPath, rule.maxBytes, allowance);
      if (tooLarge) {
        refusal = new HttpError(413, rule.tooLargeMessage);
        await removeQuietly(tempPath);
        continue;
      }
      files.push({
        field: rule.name,
        tempPath,
        originalFilename: part.filename || rule.name,
        sizeBytes: size,
      });
    }
  } catch (error) {
    await discard();
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(413, `At most ${MAX_FILES_PER_REQUEST} files per upload.`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, tooManyFieldsMessage);
    }
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, interruptedUploadMessage);
  }
  if (refusal) {
    await discard();
    throw refusal;
  }
  return { fields, files, discard };
}
