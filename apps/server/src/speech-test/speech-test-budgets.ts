// The speech test's hourly budgets, for every caller together (the per-address limits do not bound many
// addresses): seconds of speech generated and bytes of reference audio stored in the last hour, read from the
// store's records (both live exactly an hour). Past either, the service answers 503 with its busy message.
import type { SpeechTestStore } from './speech-test-store';

export const BUDGET_WINDOW_MS = 60 * 60_000;

/** Whether this hour's speech is all generated (no new job is taken or started). */
export function generationBudgetSpent(store: SpeechTestStore, secondsPerHour: number): boolean {
  return store.generatedSecondsSince(BUDGET_WINDOW_MS) >= secondsPerHour;
}

/** Bytes of reference audio that may still be stored this hour. */
export function referenceBytesLeft(store: SpeechTestStore, bytesPerHour: number): number {
  return Math.max(0, bytesPerHour - store.referenceBytesSince(BUDGET_WINDOW_MS));
}
