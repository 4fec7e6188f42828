// The pro clone machine's data shapes: the form (tab, name, reference language, the recorded and
// the uploaded sample), the upload progress and what the save actor takes and gives.
import type {
  AudioFile,
  AudioSample,
  Recording,
  ReportProgress,
  SavedVoiceClone,
} from '../voice-common/audio-sample';

export type ProCloneTab = 'record' | 'upload';

export interface ProCloneInput {
  /** Preselected reference language code, if the page has one. */
  referenceLanguage?: string | null;
}

export interface ProCloneContext {
  tab: ProCloneTab;
  name: string;
  referenceLanguage: string | null;
  /** The take handed over from the recorder machine (record tab). */
  recording: AudioSample | null;
  /** The file that passed every check (upload tab), its duration capped at 180 s. */
  upload: AudioSample | null;
  /** The file whose duration is being read. */
  pendingFile: AudioFile | null;
  /** 0–100 while saving, 100 once saved; null otherwise. */
  uploadProgress: number | null;
  error: string | null;
  /** 'Saving pro voice clone...', then 'Pro voice clone saved successfully!' */
  notice: string | null;
  saved: SavedVoiceClone | null;
}

export type ProCloneEvent =
  | { type: 'tab.select'; tab: ProCloneTab }
  | { type: 'name.change'; name: string }
  | { type: 'language.select'; language: string | null }
  /** The recorder reached `recorded`: use its take. */
  | { type: 'recording.use'; recording: Recording }
  /** Record Again: the take is dropped (the recorder starts over). */
  | { type: 'recording.clear' }
  | { type: 'file.choose'; file: AudioFile }
  /** Upload Different File. */
  | { type: 'file.clear' }
  /** Sent by the save actor through `reportProgress`. */
  | { type: 'upload.progress'; percent: number }
  /** Create Voice. */
  | { type: 'clone.submit' }
  /** Start over after a save (a new form with the defaults). */
  | { type: 'clone.reset' }
  | { type: 'error.dismiss' };

export interface SaveProCloneInput {
  /** Trimmed. */
  name: string;
  referenceLanguage: string;
  sample: AudioSample;
  reportProgress: ReportProgress;
}

export type ProCloneEmitted = { type: 'proClone.saved'; clone: SavedVoiceClone };
