// The full training machine's data shapes: the file list (uploads and 'Recording-n' takes), the
// files waiting for their duration, and what the start actor takes and gives.
import type { AudioFile, Recording, ReportProgress } from '../../shared/audio-sample';
import type { UploadProgressEvent } from '../../shared/upload-progress';

export interface TrainingFile {
  /** Ours, stable within the page: 'file-1', 'file-2', … */
  id: string;
  /** The file's name, or 'Recording-n' for a take from the Record Audio modal. */
  name: string;
  audio: Blob;
  durationSeconds: number;
  source: 'upload' | 'recording';
}

export interface FullTrainingContext {
  modelName: string;
  files: TrainingFile[];
  /** Accepted files whose duration is being read, oldest first. */
  queue: AudioFile[];
  /** Numbers handed out so far for file ids. */
  fileCount: number;
  /** Takes saved so far: the next is named `Recording-${recordingCount + 1}`. */
  recordingCount: number;
  uploadProgress: number | null;
  error: string | null;
  /** 'Starting voice training...', then 'Training started! This will take several minutes...' */
  notice: string | null;
  jobId: string | null;
}

export type FullTrainingEvent =
  | { type: 'modelName.change'; name: string }
  /** Dropped or browsed files; the ones not WAV/MP3/M4A/MP4 are refused. */
  | { type: 'files.add'; files: readonly AudioFile[] }
  | { type: 'file.remove'; id: string }
  | { type: 'recordingModal.open' }
  | { type: 'recordingModal.close' }
  /** Stop & Save: the recorder (full training preset) reached `recorded`. */
  | { type: 'recording.save'; recording: Recording }
  | UploadProgressEvent
  /** Start Training. */
  | { type: 'training.start' }
  /** After the start, set up another training. */
  | { type: 'training.reset' }
  | { type: 'error.dismiss' };

export interface StartVoiceTrainingInput {
  /** Trimmed. */
  modelName: string;
  files: TrainingFile[];
  reportProgress: ReportProgress;
}

/** What the start resolves with: the job to follow with the voice job machine. */
export interface StartedTraining {
  jobId: string;
}

export type FullTrainingEmitted =
  | { type: 'fullTraining.started'; jobId: string; modelName: string }
  /** The Record Audio modal closed without a take: its recorder should cancel. */
  | { type: 'fullTraining.recordingClosed' };
