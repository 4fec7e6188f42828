// Loads and decodes clip audio once per URL, resampled to the timeline's 44,100 Hz, for playback,
// waveforms and export alike. A failed load is not cached, so trying again fetches again. The host may fetch
// for it (e.g. with its own Authorization header); the default is the browser's fetch.
import { timelineSampleRate } from '../headless';

export class AudioLoadError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Could not load audio from ${url}`, { cause });
    this.name = 'AudioLoadError';
  }
}

/** Loads the bytes of a clip's URL (the host's fetch, e.g. one that adds its bearer header). */
export type FetchAudio = (url: string) => Promise<Response>;

export class AudioBufferCache {
  private readonly buffers = new Map<string, Promise<AudioBuffer>>();
  private decoder: OfflineAudioContext | null = null;

  constructor(private readonly fetchAudio: FetchAudio = (url) => fetch(url)) {}

  /** The decoded audio at `url`; rejects with AudioLoadError when it cannot be fetched or decoded. */
  load(url: string): Promise<AudioBuffer> {
    let pending = this.buffers.get(url);
    if (!pending) {
      pending = this.fetchAndDecode(url);
      this.buffers.set(url, pending);
      pending.catch(() => this.buffers.delete(url));
    }
    return pending;
  }

  /** The decoded buffer if it is already there (no waiting). */
  peek(url: string): Promise<AudioBuffer> | undefined {
    return this.buffers.get(url);
  }

  private async fetchAndDecode(url: string): Promise<AudioBuffer> {
    try {
      const response = await this.fetchAudio(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = await response.arrayBuffer();
      // An offline context decodes without a user gesture and resamples to its own rate.
      this.decoder ??= new OfflineAudioContext(2, 1, timelineSampleRate);
      return await this.decoder.decodeAudioData(bytes);
    } catch (cause) {
      throw new AudioLoadError(url, cause);
    }
  }
}
