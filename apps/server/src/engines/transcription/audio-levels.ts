// The loudness of mono 16-bit PCM every 10 ms (RMS in dBFS), fed chunk by chunk as ffmpeg decodes, so pauses
// the recogniser reports can be checked against the audio itself (transcript-phrases.ts).

export const LEVEL_HOP_SECONDS = 0.01;
const SILENT_DB = -100;

export interface AudioLevels {
  hopSeconds: number;
  /** dBFS per 10 ms frame. */
  db: Float32Array;
  /** The audio's length in seconds. */
  seconds: number;
}

export class LevelMeter {
  private readonly hopSamples: number;
  private levels = new Float32Array(1024);
  private frames = 0;
  private sumOfSquares = 0;
  private inFrame = 0;
  private samples = 0;
  /** An odd byte left over from the previous chunk. */
  private carry: number | null = null;

  constructor(private readonly sampleRate: number) {
    this.hopSamples = Math.round(sampleRate * LEVEL_HOP_SECONDS);
  }

  /** Takes little-endian 16-bit samples; chunks may split a sample. */
  push(chunk: Buffer): void {
    let offset = 0;
    if (this.carry !== null && chunk.length > 0) {
      this.add(Buffer.from([this.carry, chunk[0]!]).readInt16LE(0));
      this.carry = null;
      offset = 1;
    }
    for (; offset + 1 < chunk.length; offset += 2) this.add(chunk.readInt16LE(offset));
    if (offset < chunk.length) this.carry = chunk[offset]!;
  }

  private add(sample: number): void {
    this.samples += 1;
    this.sumOfSquares += sample * sample;
    this.inFrame += 1;
    if (this.inFrame === this.hopSamples) this.closeFrame();
  }

  private closeFrame(): void {
    if (this.frames === this.levels.length) {
      const bigger = new Float32Array(this.levels.length * 2);
      bigger.set(this.levels);
      this.levels = bigger;
    }
    const rms = Math.sqrt(this.sumOfSquares / this.inFrame) / 32768;
    this.levels[this.frames++] = rms > 0 ? Math.max(SILENT_DB, 20 * Math.log10(rms)) : SILENT_DB;
    this.sumOfSquares = 0;
    this.inFrame = 0;
  }

  finish(): AudioLevels {
    if (this.inFrame > 0) this.closeFrame();
    return {
      hopSeconds: LEVEL_HOP_SECONDS,
      db: this.levels.slice(0, this.frames),
      seconds: this.samples / this.sampleRate,
    };
  }
}
