// What the two clone forms (pro and quick) have in common: the part of their context that
// checking a file and saving write, the events that drive it, what their save actors take, and
// the rules in which they differ (the spec's upload checks and submit rules of part 2 §5, the
// save texts of §8) — one rules object per form.
import type { AudioFile, AudioSample, ReportProgress, SavedVoiceClone } from './audio-sample';
import type { UploadProgressEvent } from './upload-progress';

export interface CloneFormContext {
  /** The file whose duration is being read. */
  pendingFile: AudioFile | null;
  /** 0–100 while saving, 100 once saved; null otherwise. */
  uploadProgress: number | null;
  error: string | null;
  /** 'Saving … voice clone...', then '… voice clone saved successfully!' */
  notice: string | null;
  saved: SavedVoiceClone | null;
}

/** The events of the shared file check and save; each form adds its own edits. */
export type CloneFormEvent =
  | { type: 'file.choose'; file: AudioFile }
  /** Sent by the save actor through `reportProgress`. */
  | UploadProgressEvent
  /** Create Voice / Save Quick Clone. */
  | { type: 'clone.submit' }
  /** Start over after a save (a new form with the defaults). */
  | { type: 'clone.reset' }
  | { type: 'error.dismiss' };

/** What a clone form's save actor takes (the pro form adds its reference language). */
export interface SaveCloneInput {
  /** Trimmed. */
  name: string;
  sample: AudioSample;
  reportProgress: ReportProgress;
}

export interface CloneFormRules<TContext> {
  /** The form's texts for saving (its `*Messages`, word for word). */
  messages: { saving: string; saved: string; saveFailed: string };
  /** Type and size, checked as soon as a file is chosen: the refusal's text or null. */
  checkFile: (file: AudioFile) => string | null;
  /** The probed duration in seconds: the refusal's text or null. */
  checkDuration: (seconds: number) => string | null;
  /** The submit rules in the spec's order: the first broken rule's text or null. */
  validate: (context: TContext) => string | null;
}
