// What the clone machines hold as their voice sample: a recording handed over from the recorder
// machine or a file the user chose, with the duration the client measured. The audio itself is a
// Blob (a File for uploads) that the app's actors put in the multipart body.

/** A file as the clone screens receive it from an <input type="file"> or a drop: a DOM File fits. */
export type AudioFile = Blob & { readonly name: string };

export type AudioSampleSource = 'recording' | 'upload';

export interface AudioSample {
  source: AudioSampleSource;
  audio: Blob;
  /** The file's name, or the recording's ('Pro Clone', 'Recording-3'). */
  name: string;
  /** Seconds as the client measured them, capped where the spec caps them (pro: 180). */
  durationSeconds: number;
}

/** What the recorder machine hands over when a take is kept (its `recording` context). */
export interface Recording {
  audio: Blob;
  /** The container the capture produced ('audio/webm', 'audio/mp4', …). */
  mimeType: string;
  durationSeconds: number;
}

/** Reports the upload's progress from the app's save actor, 0 to 100. */
export type ReportProgress = (percent: number) => void;

export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** What a clone save resolves with, mapped by the app from the API answer. */
export interface SavedVoiceClone {
  modelId: string | null;
  /** The job that prepares the voice (polled by the voice job machine), null when ready at once. */
  jobId: string | null;
}

/** What the app's `probeAudioDuration` actor takes; it resolves with the duration in seconds. */
export interface ProbeAudioInput {
  file: AudioFile;
}

/** Spec part 2 §9: metadata load timeout (ms); the clone machines give up reading a file after it. */
export const metadataTimeout = 5000;
