// The speech test machine's data shapes: its input and context, the events, and what its actors
// (provided by the app over the speech-test service of spec part 1 §7) take and answer. Answers
// keep the service's `success` + `error` shape; the machine turns them into the spec's texts.
import type { CaptureCommand, CaptureInput, CaptureReport } from '../create-voice/recorder/recorder.types';
import type { SpeechTestJobStatus, SpeechTestSliderName, SpeechTestSliderValues } from './speech-test.rules';

export type { CaptureCommand as SpeechTestCaptureCommand, CaptureInput as SpeechTestCaptureInput };

/** A chosen file as the view receives it from an <input type="file"> or a drop: a DOM File fits. */
export type SpeechTestAudioFile = Blob & { readonly name: string };

/** The reference on its way to the service: a chosen file or the microphone's take. */
export type ReferenceAudio =
  | { source: 'file'; file: SpeechTestAudioFile }
  | { source: 'recording'; audio: Blob; mimeType: string; durationSeconds: number };

/** The uploaded reference, sent back as `ref_url` on submit. */
export interface SpeechTestReference {
  url: string;
  source: 'file' | 'recording';
  /** The file's name, or null for a recording. */
  fileName: string | null;
  /** A recording's length; null for a file. */
  durationSeconds: number | null;
}

/** The generated audio as the app maps `job.result`: its URL already derived under the base. */
export interface SpeechTestAudio {
  /** result.download_url as the service gave it (the app's download derives its path from it). */
  downloadUrl: string;
  /** result.download_url with /api/download/ turned into /download/ under the speech-test base. */
  audioUrl: string;
  /** result.audio_file: the name a download gets. */
  fileName: string;
  durationSeconds: number;
  sampleRate: number;
  generationSeconds: number;
  fileSizeBytes: number;
}

export interface SpeechTestInput {
  /** The recording stops by itself after this many seconds (speechTestMaxRecordingSeconds). */
  maxRecordingSeconds?: number;
}

export interface SpeechTestContext {
  maxRecordingSeconds: number;
  /** 'VibeVoice API is unavailable: …' while the service is unavailable. */
  healthError: string | null;
  text: string;
  sliders: SpeechTestSliderValues;
  /** The uploaded reference; a failed new one keeps it. */
  reference: SpeechTestReference | null;
  /** The reference on its way (uploading). */
  pendingReference: ReferenceAudio | null;
  referenceError: string | null;
  /** The m:ss counter of the recording under way. */
  elapsedSeconds: number;
  jobId: string | null;
  jobStatus: SpeechTestJobStatus | null;
  result: SpeechTestAudio | null;
  /** Why the text or the job did not go through. */
  error: string | null;
  /** The right-click hint after a failed download. */
  downloadError: string | null;
}

/** GET {base}/health */
export interface SpeechTestHealthAnswer {
  success: boolean;
  error?: string | null;
}

export interface UploadReferenceInput {
  reference: ReferenceAudio;
}
/** POST {base}/upload-reference */
export interface SpeechTestUploadAnswer {
  success: boolean;
  url?: string | null;
  error?: string | null;
}

/** POST {base}/submit: the body as the service takes it. */
export interface SubmitSpeechTestInput {
  text: string;
  ref_url: string;
  cfg_scale: number;
  inference_steps: number;
  seed: number;
  speed: number;
}
export interface SpeechTestSubmitAnswer {
  success: boolean;
  jobId?: string | null;
  error?: string | null;
}

export interface CheckSpeechTestStatusInput {
  jobId: string;
}
/** GET {base}/status/{job_id}, the result mapped by the app. */
export interface SpeechTestStatusAnswer {
  success: boolean;
  job?: {
    status: SpeechTestJobStatus;
    error?: string | null;
    result?: SpeechTestAudio | null;
  } | null;
  error?: string | null;
}

export interface DownloadSpeechTestAudioInput {
  audio: SpeechTestAudio;
}

export type SpeechTestEvent =
  /** Check the service again (the badge's button while it is unavailable). */
  | { type: 'health.check' }
  | { type: 'text.change'; text: string }
  | { type: 'settings.change'; name: SpeechTestSliderName; value: number }
  /** A file picked or dropped: uploaded at once when it is audio. */
  | { type: 'reference.choose'; file: SpeechTestAudioFile }
  /** Record: open the microphone. */
  | { type: 'recording.start' }
  /** Stop: the take is uploaded by itself. */
  | { type: 'recording.stop' }
  /** Leave the microphone request or the take. */
  | { type: 'recording.cancel' }
  | { type: 'job.submit' }
  | { type: 'result.download' }
  | CaptureReport;
