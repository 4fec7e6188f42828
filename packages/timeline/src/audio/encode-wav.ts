// A small pool of WAV encoder workers for one export: each segment's channels are moved (not
// copied) to a worker and come back as 16-bit PCM. Terminated when the export ends. The worker is
// built into the package (an inline module), so a host's bundler needs no worker configuration.
import WavEncoderWorker from './wav-encoder.worker.ts?worker&inline';

export class Pcm16EncoderPool {
  private readonly workers: Worker[];
  private readonly waiting = new Map<
    number,
    { resolve: (pcm: ArrayBuffer) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private turn = 0;

  constructor(size = 2) {
    this.workers = Array.from({ length: Math.max(1, size) }, () => {
      const worker = new WavEncoderWorker();
      worker.onmessage = (event: MessageEvent<{ id: number; pcm: ArrayBuffer }>) => {
        this.waiting.get(event.data.id)?.resolve(event.data.pcm);
        this.waiting.delete(event.data.id);
      };
      worker.onerror = (event) => {
        for (const { reject } of this.waiting.values())
          reject(new Error(`WAV encoder failed: ${event.message}`));
        this.waiting.clear();
      };
      return worker;
    });
  }

  /** Interleaved 16-bit PCM of `channels`; the channels' buffers are transferred to the worker. */
  encode(channels: Float32Array[]): Promise<ArrayBuffer> {
    const id = this.nextId++;
    const worker = this.workers[this.turn++ % this.workers.length]!;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage(
        { id, channels },
        channels.map((channel) => channel.buffer),
      );
    });
  }

  terminate(): void {
    for (const worker of this.workers) worker.terminate();
    for (const { reject } of this.waiting.values()) reject(new Error('WAV encoder stopped'));
    this.waiting.clear();
  }
}
