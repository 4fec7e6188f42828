// Plays the timeline through the Web Audio API: one AudioBufferSourceNode per clip scheduled on
// an AudioContext at 44,100 Hz, through a gain node for the volume. The audio clock
// (AudioContext.currentTime) is the one source of truth for where playback is; the playhead's
// animation-frame loop reads positionSample() and never causes a React render.
import { clipEndSample, timelineSampleRate, type PlaybackInput } from '../headless';
import type { AudioBufferCache } from './audio-buffers';

export class TimelinePlayer {
  private context: AudioContext | null = null;
  private gain: GainNode | null = null;
  private sources: AudioBufferSourceNode[] = [];
  private volume = 1;
  /** Timeline sample where the current playback started. */
  private fromSample = 0;
  /** AudioContext time at which `fromSample` sounds; null until the audio is scheduled. */
  private startedAt: number | null = null;
  /** Increases on every play/stop, so a slow load cannot start a playback that was stopped. */
  private generation = 0;

  constructor(
    private readonly buffers: AudioBufferCache,
    private readonly onLoadError: (url: string, error: unknown) => void = () => {},
  ) {}

  get isPlaying(): boolean {
    return this.startedAt !== null;
  }

  /** Where playback is now, in timeline samples (the start position until the audio begins). */
  positionSample(): number {
    if (this.startedAt === null || !this.context) return this.fromSample;
    const elapsed = Math.max(0, this.context.currentTime - this.startedAt);
    return this.fromSample + Math.round(elapsed * timelineSampleRate);
  }

  setVolume(volume: number): void {
    this.volume = volume;
    if (this.gain && this.context) this.gain.gain.setTargetAtTime(volume, this.context.currentTime, 0.01);
  }

  /** Starts playing `clips` from `fromSample`. Call from a user gesture (autoplay rules). */
  play({ clips, fromSample, volume }: PlaybackInput): void {
    this.stop();
    const generation = this.generation;
    this.fromSample = fromSample;
    this.volume = volume;
    const context = this.ensureContext();
    this.gain!.gain.value = volume;
    const audible = clips.filter((clip) => clipEndSample(clip) > fromSample);
    void context.resume().catch(() => {});
    void Promise.all(
      audible.map((clip) =>
        this.buffers.load(clip.url).then(
          (buffer) => ({ clip, buffer }),
          (error: unknown) => {
            this.onLoadError(clip.url, error);
            return null;
          },
        ),
      ),
    ).then((loaded) => {
      if (generation !== this.generation) return;
      // A short lead so every source starts on time together.
      const startAt = context.currentTime + 0.05;
      for (const entry of loaded) {
        if (!entry) continue;
        const { clip, buffer } = entry;
        const skip = Math.max(0, fromSample - clip.startSample);
        const source = context.createBufferSource();
        source.buffer = buffer;
        source.connect(this.gain!);
        source.start(
          startAt + Math.max(0, clip.startSample - fromSample) / timelineSampleRate,
          (clip.sourceOffsetSamples + skip) / timelineSampleRate,
          (clip.lengthSamples - skip) / timelineSampleRate,
        );
        this.sources.push(source);
      }
      this.startedAt = startAt;
    });
  }

  stop(): void {
    this.generation += 1;
    for (const source of this.sources) {
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
      source.disconnect();
    }
    this.sources = [];
    this.fromSample = this.positionSample();
    this.startedAt = null;
  }

  dispose(): void {
    this.stop();
    void this.context?.close().catch(() => {});
    this.context = null;
    this.gain = null;
  }

  private ensureContext(): AudioContext {
    if (!this.context) {
      this.context = new AudioContext({ sampleRate: timelineSampleRate, latencyHint: 'interactive' });
      this.gain = this.context.createGain();
      this.gain.gain.value = this.volume;
      this.gain.connect(this.context.destination);
    }
    return this.context;
  }
}
