// The playhead's one animation-frame loop. While the machine is `playing`, every frame reads the
// audio clock (player.positionSample()) and hands the position to the listeners — the playhead
// line, the time readout, the follow-scroll — which write to the DOM through refs. Outside
// playback it hands them the cursor when it changes. React never renders for the playhead.
import { totalDurationSamples, type TimelineActorRef } from '../headless';
import type { TimelinePlayer } from '../audio/timeline-player';

export type PlayheadListener = (positionSample: number, pixelsPerSecond: number, playing: boolean) => void;

export class PlayheadClock {
  private readonly listeners = new Set<PlayheadListener>();
  private frame: number | null = null;
  private playing = false;
  private lastSample = -1;
  private lastPixelsPerSecond = -1;
  constructor(
    private readonly actorRef: TimelineActorRef,
    private readonly player: TimelinePlayer,
  ) {}

  /** Follows the machine until the returned function is called (an effect's cleanup). */
  connect(): () => void {
    const subscription = this.actorRef.subscribe(() => this.sync());
    this.sync();
    return () => {
      subscription.unsubscribe();
      if (this.frame !== null) cancelAnimationFrame(this.frame);
      this.frame = null;
      this.playing = false;
    };
  }

  subscribe(listener: PlayheadListener): () => void {
    this.listeners.add(listener);
    const { context } = this.actorRef.getSnapshot();
    listener(
      this.playing ? this.player.positionSample() : context.cursorSample,
      context.pixelsPerSecond,
      this.playing,
    );
    return () => this.listeners.delete(listener);
  }

  /** Where the playhead is now (audio clock while playing, else the cursor). */
  positionSample(): number {
    const snapshot = this.actorRef.getSnapshot();
    if (!snapshot.matches('playing')) return snapshot.context.cursorSample;
    return Math.min(this.player.positionSample(), totalDurationSamples(snapshot.context.clips));
  }

  private sync(): void {
    const snapshot = this.actorRef.getSnapshot();
    const playing = snapshot.matches('playing');
    if (playing && !this.playing) {
      this.playing = true;
      this.frame = requestAnimationFrame(this.tick);
    } else if (!playing && this.playing) {
      this.playing = false;
      if (this.frame !== null) cancelAnimationFrame(this.frame);
      this.frame = null;
    }
    if (!playing) this.emit(snapshot.context.cursorSample, snapshot.context.pixelsPerSecond);
    else this.emit(this.positionSample(), snapshot.context.pixelsPerSecond);
  }

  private readonly tick = () => {
    this.emit(this.positionSample(), this.actorRef.getSnapshot().context.pixelsPerSecond);
    this.frame = this.playing ? requestAnimationFrame(this.tick) : null;
  };

  private emit(sample: number, pixelsPerSecond: number): void {
    if (sample === this.lastSample && pixelsPerSecond === this.lastPixelsPerSecond) return;
    this.lastSample = sample;
    this.lastPixelsPerSecond = pixelsPerSecond;
    for (const listener of this.listeners) listener(sample, pixelsPerSecond, this.playing);
  }
}
