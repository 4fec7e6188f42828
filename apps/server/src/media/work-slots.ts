// A fixed number of slots for heavy work (the embedded recogniser takes a core for minutes): callers beyond the
// limit wait in line, first come first served, and leave the line when their signal aborts.

export class WorkSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Callers waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener('abort', leave);
        this.running++;
        resolve();
      };
      const leave = () => {
        const place = this.waiting.indexOf(take);
        if (place >= 0) this.waiting.splice(place, 1);
        reject(signal!.reason as Error);
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(take);
    });
  }

  private release(): void {
    this.running--;
    this.waiting.shift()?.();
  }
}
