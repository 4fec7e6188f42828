// Deterministic pseudo-random bytes from the watermark key: HMAC-SHA-256 in counter mode, one stream per label.
import { createHmac } from 'node:crypto';

/** A stream of keyed bytes; the same key and label always give the same stream. */
export class KeyedRandom {
  private block = Buffer.alloc(0);
  private used = 0;
  private counter = 0;

  constructor(
    private readonly key: Buffer,
    private readonly label: string,
  ) {}

  private nextByte(): number {
    if (this.used === this.block.length) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(this.counter++);
      this.block = createHmac('sha256', this.key).update(this.label).update(counter).digest();
      this.used = 0;
    }
    return this.block[this.used++]!;
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
    return (
      ((this.nextByte() << 24) | (this.nextByte() << 16) | (this.nextByte() << 8) | this.nextByte()) >>> 0
    );
  }

  /** +1 or -1, each with probability one half. */
  sign(): 1 | -1 {
    return this.nextByte() & 1 ? 1 : -1;
  }

  /** A uniform integer in [0, bound), without modulo bias. */
  below(bound: number): number {
    const limit = Math.floor(0x1_0000_0000 / bound) * bound;
    for (;;) {
      const value = this.uint32();
      if (value < limit) return value % bound;
    }
  }
}
