// The voice job machine's data shapes. `VoiceJobCheck` is what GET /api/voice/jobs/{id} answers,
// structurally (the api-client's VoiceJob fits).

export type VoiceJobStatus = 'queued' | 'processing' | 'training' | 'completed' | 'failed';

export interface VoiceJobCheck {
  status: VoiceJobStatus;
  model_id: string | null;
  model_name: string;
  error_message: string | null;
}

export interface VoiceJobInput {
  /** A job to follow at once: one the page found queued/processing/training on load, or null. */
  jobId: string | null;
  /** Its status when found, so the status text shows before the first check answers. */
  status?: VoiceJobStatus | null;
  modelName?: string | null;
}

export interface VoiceJobContext {
  jobId: string | null;
  status: VoiceJobStatus | null;
  /** 'Job queued for processing...', 'Processing audio...', … */
  statusText: string | null;
  modelId: string | null;
  modelName: string | null;
  /** 'Training completed! Your voice model is ready.' */
  notice: string | null;
  /** 'Training failed: …', 'Session expired. …', 'Authentication expired. …' */
  error: string | null;
}

export type VoiceJobEvent =
  /** Follow a (new) job: after a clone or a training started. */
  | { type: 'job.track'; jobId: string; modelName?: string | null }
  /** Close the banner of a finished job. */
  | { type: 'job.dismiss' };

/** Tells the page to reload the models and open categorization when the new voice needs it. */
export type VoiceJobEmitted = {
  type: 'voiceJob.completed';
  jobId: string;
  modelId: string | null;
  modelName: string | null;
};
