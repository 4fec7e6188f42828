// The consent machine's data shapes: the challenge and record as the API contract gives them
// (docs: the consent contract of issue 23), the take, the context, the events, and the messages
// exchanged with the app's camera-and-microphone capture actor and its upload actor.
import type { UploadProgressEvent } from '../../shared/upload-progress';

/** A sentence to read, as POST /api/consent/challenges answers it. */
export interface ConsentChallenge {
  id: string;
  statement: string;
  phrase: string;
  /** ISO time after which the server refuses a recording of it. */
  expiresAt: string;
}

export interface ConsentCheck {
  score: number;
  passed: boolean;
}

/** A stored consent clip with its checks, as the API answers it. */
export interface ConsentRecord {
  id: string;
  statement: string;
  phrase: string;
  recordedAt: string;
  hasVideo: boolean;
  words: ConsentCheck;
  /** null: an audio-only clip, or no face was seen. */
  face: ConsentCheck | null;
  status: 'passed' | 'failed';
  usedByVoiceId: string | null;
}

/** What the app's `prepareConsent` answers: a passed consent not yet used, or a sentence to read. */
export type ConsentStart =
  | { kind: 'unused'; record: ConsentRecord }
  | { kind: 'challenge'; challenge: ConsentChallenge; validForMs: number };

/** The kept take: camera and microphone, or the microphone only. */
export interface ConsentTake {
  media: Blob;
  mimeType: string;
  hasVideo: boolean;
  durationSeconds: number;
}

export interface ConsentContext {
  challenge: ConsentChallenge | null;
  /** How long the challenge stays valid from when it arrived (the app measures it against expiresAt). */
  validForMs: number;
  /** 3, 2, 1 before the take starts. */
  countdown: number;
  elapsedSeconds: number;
  /** The live camera for the preview (a MediaStream in the browser; opaque here), while open. */
  preview: unknown;
  /** Whether the open capture has a camera; null until one opened. */
  hasVideo: boolean | null;
  take: ConsentTake | null;
  /** 0–100 while uploading; null otherwise. */
  uploadProgress: number | null;
  /** The server's record once a check ran (passed, or failed with its scores). */
  record: ConsentRecord | null;
  error: string | null;
}

/** What the capture actor sends back. */
export type ConsentCaptureReport =
  /** Recording has begun; `hasVideo` false when only the microphone could be opened. */
  | { type: 'capture.started'; preview: unknown; hasVideo: boolean }
  /** After `capture.stop`: the take. */
  | { type: 'capture.stopped'; media: Blob; mimeType: string }
  /** Neither camera nor microphone could be opened, or the device failed. */
  | { type: 'capture.failed'; error?: unknown };

/** What the machine sends the capture actor: finish the take and report `capture.stopped`. */
export type ConsentCaptureCommand = { type: 'capture.stop' };

export interface ConsentCaptureInput {
  /** A safety net for the capture; the machine stops the take itself. */
  maxSeconds: number;
}

export interface UploadConsentInput {
  challengeId: string;
  take: ConsentTake;
  /** 0–100 of the upload's bytes. */
  reportProgress: (percent: number) => void;
}

/**
 * What the app's `uploadConsent` answers: the record (passed, or failed with the server's message).
 * It may instead reject: 422 a check failed (the server's message is shown), 410 the sentence
 * expired, anything else a failed upload (the take is kept).
 */
export interface ConsentOutcome {
  record: ConsentRecord;
  message: string | null;
}

export type ConsentEvent =
  /** Record (from the sentence), Retry (after a take or a failed check). */
  | { type: 'consent.record' }
  /** Stop the take. */
  | { type: 'consent.stop' }
  /** Submit the take. */
  | { type: 'consent.submit' }
  /** Start again with a new sentence (after it expired or could not be loaded). */
  | { type: 'consent.restart' }
  /** The page: the consent was used by a new voice; the next voice needs a new one. */
  | { type: 'consent.reset' }
  | UploadProgressEvent
  | ConsentCaptureReport;

export type ConsentEmitted = { type: 'consent.passed'; consentId: string };
