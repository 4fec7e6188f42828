// Writes a zip archive to a file as a stream (issue 26's data export): each entry stored as it is (media files are
// compressed already), read in chunks with its CRC-32 computed on the way and given after it in a data descriptor,
// so nothing is held in memory but the central directory. No Zip64: callers keep the whole archive under 4 GiB and
// 65,535 entries (the export's byte budget does), and adding past either is refused.
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { crc32 } from 'node:zlib';

const ZIP32_LIMIT = 0xffff_ffff;
const MAX_ENTRIES = 0xffff;
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
/** -rw------- as Unix mode in the external attributes. */
const FILE_MODE = 0o100600;

interface CentralEntry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getUTCFullYear(), 1980);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export class ZipTooLargeError extends Error {}

export class ZipWriter {
  private readonly out: WriteStream;
  private readonly entries: CentralEntry[] = [];
  private offset = 0;
  private failure: Error | null = null;

  /** Creates `path` readable by its owner only. */
  constructor(path: string) {
    this.out = createWriteStream(path, { mode: 0o600 });
    this.out.on('error', (error) => {
      this.failure = error;
    });
  }

  private async write(chunk: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  private async addEntry(name: string, chunks: AsyncIterable<Buffer>, at: Date): Promise<void> {
    if (this.entries.length >= MAX_ENTRIES) throw new ZipTooLargeError('too many files for one zip');
    const nameBytes = Buffer.from(name, 'utf8');
    const { time, date } = dosDateTime(at);
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // CRC and sizes (14..25) stay 0: they follow in the data descriptor.
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    await this.write(Buffer.concat([header, nameBytes]));
    let crc = 0;
    let size = 0;
    for await (const chunk of chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      await this.write(chunk);
    }
    if (this.offset > ZIP32_LIMIT) throw new ZipTooLargeError('the zip would pass 4 GiB');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push({ name: nameBytes, crc: crc >>> 0, size, offset, time, date });
  }

  /** Adds the file at `path` under `name` (forward slashes), streamed; `signal` stops the reading. */
  addFile(name: string, path: string, at: Date, signal?: AbortSignal): Promise<void> {
    return this.addEntry(name, createReadStream(path, { signal }) as AsyncIterable<Buffer>, at);
  }

  addBuffer(name: string, data: Buffer, at: Date): Promise<void> {
    return this.addEntry(
      name,
      (async function* () {
        yield data;
      })(),
      at,
    );
  }

  /** Writes the central directory and closes the file; answers the archive's size in bytes. */
  async finish(): Promise<number> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(FLAGS, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(entry.time, 12);
      header.writeUInt16LE(entry.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.size, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      // extra, comment, disk, internal attributes (30..37) stay 0
      header.writeUInt32LE((FILE_MODE << 16) >>> 0, 38);
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    if (this.offset + end.length > ZIP32_LIMIT) throw new ZipTooLargeError('the zip would pass 4 GiB');
    await this.write(end);
    this.out.end();
    await once(this.out, 'close');
    return this.offset;
  }

  /** Stops writing (the caller removes the file). */
  abort(): void {
    this.out.destroy();
  }
}
