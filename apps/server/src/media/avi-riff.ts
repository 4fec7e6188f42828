// Whether an AVI file is cut off: its RIFF header states the length of the first RIFF chunk (bytes 4–7, little
// endian), and a file shorter than that chunk lost its end. Files over 1 GB (OpenDML) carry further 'AVIX' chunks
// after the first, so only "shorter than stated" counts; a writer that did not know the length (0, or all ones)
// states nothing to check.
import { open } from 'node:fs/promises';

const RIFF_HEADER_BYTES = 8;
const UNKNOWN_LENGTHS = new Set([0, 0xffffffff]);

export async function aviIsTruncated(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    if (bytesRead < head.length || head.toString('latin1', 0, 4) !== 'RIFF') return true;
    const stated = head.readUInt32LE(4);
    if (UNKNOWN_LENGTHS.has(stated)) return false;
    const { size } = await file.stat();
    return size < stated + RIFF_HEADER_BYTES;
  } finally {
    await file.close();
  }
}
