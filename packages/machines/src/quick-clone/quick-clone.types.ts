// The quick clone machine's data shapes: a name and one sample (the latest of a 10-second take or
// an uploaded file of 5 to 30 seconds), the upload progress and the save actor's input.
import type {
  AudioFile,
  AudioSample,
  Recording,
  ReportProgress,
  SavedVoiceClone,
} from '../voice-common/audio-sample';

export interface QuickCloneContext {
  name: string;
  sample: AudioSample | null;
  /** The file whose duration is being read. */
  pendingFile: AudioFile | null;
  /** 0–100 while saving, 100 once saved; null otherwise. */
  uploadProgress: number | null;
  error: string | null;
  /** 'Saving quick voice clone...', then 'Quick voice clone saved successfully!' */
  notice: string | null;
  saved: SavedVoiceClone | null;
}

export type QuickCloneEvent =
  | { type: 'name.change'; name: string }
  /** The recorder (quick preset) reached `recorded`. */
  | { type: 'recording.use'; recording: Recording }
  | { type: 'file.choose'; file: AudioFile }
  | { type: 'sample.clear' }
  | { type: 'upload.progress'; percent: number }
  | { type: 'clone.submit' }
  | { type: 'clone.reset' }
  | { type: 'error.dismiss' };

export interface SaveQuickCloneInput {
  /** Trimmed. The app sends it with type 'quick_clone'. */
  name: string;
  sample: AudioSample;
  reportProgress: ReportProgress;
}

export type QuickCloneEmitted = { type: 'quickClone.saved'; clone: SavedVoiceClone };
