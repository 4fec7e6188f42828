// Waveform peaks per audio URL: loaded on first interest, computed in a worker, kept, and
// announced to subscribers (the waveform tiles, which draw without a React render).
import PeaksWorker from './peaks.worker.ts?worker&inline';
import { AudioBufferCache } from './audio-buffers';
import type { WaveformPeaks } from './waveform-peaks';

type Listener = () => void;

export class PeaksStore {
  private readonly peaks = new Map<string, WaveformPeaks>();
  private readonly requested = new Set<string>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly waiting = new Map<number, (peaks: WaveformPeaks) => void>();
  private worker: Worker | null = null;
  private nextRequestId = 1;

  constructor(private readonly buffers: AudioBufferCache) {}

  get(url: string): WaveformPeaks | undefined {
    return this.peaks.get(url);
  }

  /** Calls `listener` when the peaks of `url` arrive; asks for them if nobody has yet. */
  subscribe(url: string, listener: Listener): () => void {
    let set = this.listeners.get(url);
    if (!set) {
      set = new Set();
      this.listeners.set(url, set);
    }
    set.add(listener);
    this.request(url);
    return () => set.delete(listener);
  }

  /** Resolves when the peaks of `url` are ready; rejects if its audio cannot be loaded. */
  whenReady(url: string): Promise<WaveformPeaks> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const peaks = this.peaks.get(url);
        if (!peaks) return;
        unsubscribe();
        resolve(peaks);
      };
      const unsubscribe = this.subscribe(url, check);
      check();
      this.buffers.load(url).catch((error: unknown) => {
        unsubscribe();
        reject(error);
      });
    });
  }

  /** Ends the worker. Peaks already computed stay; anything in flight is asked for again on the next subscribe. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
    for (const url of this.requested) if (!this.peaks.has(url)) this.requested.delete(url);
  }

  private request(url: string): void {
    if (this.requested.has(url)) return;
    this.requested.add(url);
    this.buffers.load(url).then(
      async (buffer) => {
        const peaks = await this.computeInWorker(buffer);
        this.peaks.set(url, peaks);
        for (const listener of this.listeners.get(url) ?? []) listener();
      },
      () => {
        // No waveform for audio that will not load; playback and export report the failure.
        this.requested.delete(url);
      },
    );
  }

  private computeInWorker(buffer: AudioBuffer): Promise<WaveformPeaks> {
    if (!this.worker) {
      this.worker = new PeaksWorker();
      this.worker.onmessage = (event: MessageEvent<{ id: number; peaks: WaveformPeaks }>) => {
        const resolve = this.waiting.get(event.data.id);
        this.waiting.delete(event.data.id);
        resolve?.(event.data.peaks);
      };
    }
    const id = this.nextRequestId++;
    // Copies: the buffer stays usable for playback and export while the worker owns the copies.
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
      buffer.getChannelData(index).slice(),
    );
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker!.postMessage(
        { id, channels },
        channels.map((channel) => channel.buffer),
      );
    });
  }
}
