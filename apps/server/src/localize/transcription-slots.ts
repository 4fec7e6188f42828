// Bounds the CPU transcription takes: at most a few transcriptions at once per user and on the whole server (each
// is an engine run over the whole video's sound). Beyond either: 429 with a message saying which. In memory, per
// process (the HTTP server runs them itself, not the job workers).
import { HttpError } from '../http/http-error';
import { localizeMessages } from './localize-messages';

export class TranscriptionSlots {
  private readonly perUser = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perUser: number; overall: number }) {}

  /** Throws 429 when no slot is free (checked before an upload is read, and again when taking one). */
  check(userId: string): void {
    if ((this.perUser.get(userId) ?? 0) >= this.limits.perUser) {
      throw new HttpError(429, localizeMessages.yourTranscriptionRunning);
    }
    if (this.total >= this.limits.overall) throw new HttpError(429, localizeMessages.serverBusy);
  }

  /** Takes a slot; the returned function gives it back (once). */
  take(userId: string): () => void {
    this.check(userId);
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left <= 0) this.perUser.delete(userId);
      else this.perUser.set(userId, left);
    };
  }
}
