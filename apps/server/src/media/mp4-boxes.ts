// Reads the top-level boxes (atoms) of an MP4/MOV file: whether the moov box (the index players need) comes before
// the media data, so a browser can start playing and seeking before the whole file has arrived ("faststart"), and
// whether a box claims more bytes than the file holds (a cut-off upload).
import { open } from 'node:fs/promises';

export interface Mp4Box {
  type: string;
  offset: number;
  size: number;
}

export interface Mp4Layout {
  boxes: Mp4Box[];
  /** A box runs past the end of the file. */
  truncated: boolean;
}

/** At most this many top-level boxes are read (real files have a handful). */
const MAX_BOXES = 10_000;

export async function readMp4Layout(path: string): Promise<Mp4Layout> {
  const handle = await open(path, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const boxes: Mp4Box[] = [];
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= fileSize && boxes.length < MAX_BOXES) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) return { boxes, truncated: true };
      let size = header.readUInt32BE(0);
      const type = header.subarray(4, 8).toString('latin1');
      if (size === 1) {
        if (bytesRead < 16) return { boxes, truncated: true };
        size = Number(header.readBigUInt64BE(8));
      } else if (size === 0) {
        size = fileSize - offset; // the last box runs to the end of the file
      }
      if (size < 8) return { boxes, truncated: true };
      boxes.push({ type, offset, size });
      if (offset + size > fileSize) return { boxes, truncated: true };
      offset += size;
    }
    return { boxes, truncated: offset < fileSize && boxes.length < MAX_BOXES };
  } finally {
    await handle.close();
  }
}

/** True when the file's moov box precedes its first mdat box (or there is no mdat at all). */
export function moovBeforeMdat(layout: Mp4Layout): boolean {
  const moov = layout.boxes.findIndex((box) => box.type === 'moov');
  const mdat = layout.boxes.findIndex((box) => box.type === 'mdat');
  return moov >= 0 && (mdat < 0 || moov < mdat);
}
