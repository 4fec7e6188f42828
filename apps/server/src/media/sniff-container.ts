// Recognises media containers from their first bytes (magic numbers), independently of ffprobe. Used to tell "this
// is not media at all" (415) from "this is a media file we cannot read, e.g. truncated" (422), and to check a WAV
// header's declared data size against the bytes actually present.
import { open } from 'node:fs/promises';

export type SniffedContainer = 'wav' | 'mp3' | 'mp4' | 'ogg' | 'flac' | 'matroska' | 'aiff' | 'caf' | 'aac';

const HEAD_BYTES = 64;

export async function readHead(path: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function sniffContainer(head: Buffer): SniffedContainer | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (head.length < 4) return null;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'FORM' && (ascii(8, 12) === 'AIFF' || ascii(8, 12) === 'AIFC')) return 'aiff';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(0, 4) === 'caff') return 'caf';
  if (head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  const first = head[0]!;
  const second = head[1]!;
  if (first === 0xff && (second & 0xf6) === 0xf0) return 'aac'; // ADTS sync, layer 0
  if (first === 0xff && (second & 0xe0) === 0xe0) return 'mp3'; // MPEG audio frame sync
  return null;
}

/**
 * For a WAV file: true when the header's data chunk claims more bytes than the file holds (a cut-off download or
 * copy). Streaming writers leave the size as 0 or 0xFFFFFFFF; those are not taken as claims.
 */
export async function wavDataIsTruncated(path: string, fileSize: number): Promise<boolean> {
  const head = await readHead(path, 4096);
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = head.subarray(offset, offset + 4).toString('latin1');
    const size = head.readUInt32LE(offset + 4);
    if (id === 'data') {
      if (size === 0 || size === 0xffffffff) return false;
      const available = fileSize - (offset + 8);
      return size - available > Math.max(4096, size * 0.01);
    }
    offset += 8 + size + (size % 2);
  }
  return false;
}
