// Voice calls of part 2 §7: voice models, training jobs, reference clips, categorization, clones and samples.
// Where the spec says "not shown" the shapes below are our decision, marked as such.
import { z } from 'zod';
import { idSchema, timestampSchema } from '../shared/common';
import { referenceLanguageCodeSchema } from '../shared/languages';
import { voiceConsentSchema } from './consent.schemas';

export const cloneTypes = ['quick', 'pro', 'finetuned'] as const;
export const cloneTypeSchema = z.enum(cloneTypes);
export type CloneType = z.infer<typeof cloneTypeSchema>;

/** Only 'ready' models are offered for speech; the other values are ours (the spec says "'ready' and others"). */
export const voiceModelStatuses = ['queued', 'processing', 'training', 'ready', 'failed'] as const;
export const voiceModelStatusSchema = z.enum(voiceModelStatuses);
export type VoiceModelStatus = z.infer<typeof voiceModelStatusSchema>;

export const voiceModelSchema = z.object({
  id: idSchema,
  model_name: z.string(),
  status: voiceModelStatusSchema,
  clone_type: cloneTypeSchema,
  /** Set for pro clones; null otherwise. */
  reference_language: z.string().nullable(),
  categorization_completed: z.boolean(),
  /** Not shown in the spec. */
  created_at: timestampSchema,
  /**
   * Ours (issue 23): the consent recorded for this voice; null: no consent on record (voices made before the
   * consent check). Our server always sends it; optional so older answers still parse.
   */
  consent: voiceConsentSchema.nullable().optional(),
});
export type VoiceModel = z.infer<typeof voiceModelSchema>;

/** GET /api/voice/models */
export const voiceModelsResponseSchema = z.object({ models: z.array(voiceModelSchema) });
export type VoiceModelsResponse = z.infer<typeof voiceModelsResponseSchema>;

export const voiceJobStatuses = ['queued', 'processing', 'training', 'completed', 'failed'] as const;
export const voiceJobStatusSchema = z.enum(voiceJobStatuses);
export type VoiceJobStatus = z.infer<typeof voiceJobStatusSchema>;

/** A training job. The spec shows id, status, model_id, model_name, error_message; created_at is ours. */
export const voiceJobSchema = z.object({
  id: idSchema,
  status: voiceJobStatusSchema,
  /** Null until the job has created its model. */
  model_id: idSchema.nullable(),
  model_name: z.string(),
  error_message: z.string().nullable(),
  created_at: timestampSchema,
  /** Not shown in the spec: what the job is doing now, in words (the four status texts, or the error). */
  progress: z.string().optional(),
});
export type VoiceJob = z.infer<typeof voiceJobSchema>;

/** GET /api/voice/jobs */
export const voiceJobsResponseSchema = z.object({ jobs: z.array(voiceJobSchema) });
export type VoiceJobsResponse = z.infer<typeof voiceJobsResponseSchema>;

/** GET /api/voice/jobs/{id}: the job's fields at the top level. */
export const voiceJobResponseSchema = voiceJobSchema;
export type VoiceJobResponse = z.infer<typeof voiceJobResponseSchema>;

/** True while the voice page must keep checking the job (every 5 s), and on page load to resume it. */
export function isActiveVoiceJob(job: { status: VoiceJobStatus }): boolean {
  return job.status === 'queued' || job.status === 'processing' || job.status === 'training';
}

export const modelIdParamSchema = z.object({ modelId: idSchema });
export type ModelIdParam = z.infer<typeof modelIdParamSchema>;

/**
 * A reference clip: a segment of the model's reference audio. The spec shows only clip_id; the statistics are
 * ours, measured by the server, so the categorization steps can offer clips that suit each style.
 */
export const referenceClipSchema = z.object({
  clip_id: idSchema,
  /** Seconds. */
  duration: z.number().nonnegative(),
  /** Syllables per second (syllable nuclei, pauses included); null when it could not be measured. */
  speaking_rate: z.number().nullable(),
  /** Mean fundamental frequency in Hz; null when unvoiced. */
  pitch_mean: z.number().nullable(),
  /** Median fundamental frequency in Hz (robust against tracker errors); null when unvoiced. */
  pitch_median: z.number().nullable().optional(),
  /** Standard deviation of the fundamental frequency in Hz (expressiveness). */
  pitch_variation: z.number().nullable(),
  /** RMS energy in dBFS. */
  energy: z.number().nullable(),
  /** What is said in the clip, when a transcription was made. */
  transcript: z.string().nullable(),
  /** Ours: a media link that plays the clip for a few hours (GET …/reference-clips/{clipId}/audio with its token). */
  audio_url: z.string().optional(),
});
export type ReferenceClip = z.infer<typeof referenceClipSchema>;

/** GET /api/voice/reference-clips/{modelId} */
export const referenceClipsResponseSchema = z.object({ clips: z.array(referenceClipSchema) });
export type ReferenceClipsResponse = z.infer<typeof referenceClipsResponseSchema>;

export const speakingStyles = [
  'fastest',
  'slowest',
  'most_expressive',
  'most_neutral',
  'most_happy',
] as const;
export const speakingStyleSchema = z.enum(speakingStyles);
export type SpeakingStyle = z.infer<typeof speakingStyleSchema>;
export const DEFAULT_SPEAKING_STYLE: SpeakingStyle = 'fastest';

/**
 * Style → clip id. Partial in answers (an uncategorized voice has an empty map). The schema accepts any non-empty
 * map when saving; our server then requires all five styles, each with one of the voice's own clips (400).
 */
export const categorizedClipsSchema = z.partialRecord(speakingStyleSchema, idSchema);
export type CategorizedClips = z.infer<typeof categorizedClipsSchema>;

/** GET /api/voice/categorized-clips/{modelId}: an empty map when the voice is not categorized. */
export const categorizedClipsResponseSchema = z.object({ categorizedClips: categorizedClipsSchema });
export type CategorizedClipsResponse = z.infer<typeof categorizedClipsResponseSchema>;

/** POST /api/voice/save-categorization/{id} */
export const saveCategorizationRequestSchema = z.object({
  categorizedClips: categorizedClipsSchema.refine(
    (clips) => Object.keys(clips).length > 0,
    'Choose at least one clip.',
  ),
});
export type SaveCategorizationRequest = z.input<typeof saveCategorizationRequestSchema>;

/** Answers of the calls whose response the spec does not show: ours returns the updated model. */
export const voiceModelUpdateResponseSchema = z.object({ success: z.literal(true), model: voiceModelSchema });
export type VoiceModelUpdateResponse = z.infer<typeof voiceModelUpdateResponseSchema>;

/** POST /api/voice/upload-audio?model_name=… (full training): repeated `audio` files. */
export const uploadAudioQuerySchema = z.object({ model_name: z.string().trim().min(1).max(100) });
export type UploadAudioQuery = z.input<typeof uploadAudioQuerySchema>;
export const uploadAudioResponseSchema = z.object({ job_id: idSchema });
export type UploadAudioResponse = z.infer<typeof uploadAudioResponseSchema>;

const voiceNameMissing = 'Please enter a name for your voice clone.';
/** The spec's message whether the name is empty or missing altogether. */
const voiceNameSchema = z.string({ error: voiceNameMissing }).trim().min(1, voiceNameMissing).max(100);

/** POST /api/voice/pro-clone — multipart text fields; the reference audio goes in the file field `audio`. */
export const proCloneFieldsSchema = z.object({
  name: voiceNameSchema,
  referenceLanguage: referenceLanguageCodeSchema,
  /**
   * Ours (issue 23): the id of the creator's passed, unused consent recording. Required by our server, which
   * answers 422 in the creator's words when it is missing (so the schema lets it through).
   */
  consentId: z.string().trim().max(100).optional(),
});
export type ProCloneFields = z.input<typeof proCloneFieldsSchema>;

/** POST /api/voice/quick-clone — multipart text fields; the sample goes in the file field `audio`. */
export const quickCloneFieldsSchema = z.object({
  name: voiceNameSchema,
  type: z.literal('quick_clone'),
});
export type QuickCloneFields = z.input<typeof quickCloneFieldsSchema>;

/**
 * Pro and quick clone answers are not shown in the spec. Ours: the new model, and the id of the job that prepares
 * it (reference clips, voice profile), null when the model is ready at once.
 */
export const cloneResponseSchema = z.object({
  success: z.literal(true),
  model: voiceModelSchema,
  job_id: idSchema.nullable(),
});
export type CloneResponse = z.infer<typeof cloneResponseSchema>;

export const sampleTypes = ['fast', 'slow', 'engaged', 'neutral', 'happy'] as const;
export const sampleTypeSchema = z.enum(sampleTypes);
export type SampleType = z.infer<typeof sampleTypeSchema>;

/**
 * POST /api/voice/samples/upload — multipart text fields (all strings on the wire); the recording goes in `audio`.
 * voice_model_id is sent empty by the product; duration is the recorder's figure in seconds (the server probes
 * the file itself and trusts its own measure).
 */
export const sampleUploadFieldsSchema = z.object({
  sample_type: sampleTypeSchema,
  voice_model_id: z.string().max(100).default(''),
  duration: z.coerce.number().nonnegative().max(3600).optional(),
});
export type SampleUploadFields = z.input<typeof sampleUploadFieldsSchema>;

export const voiceSampleSchema = z.object({
  id: idSchema,
  original_filename: z.string(),
  sample_type: sampleTypeSchema,
  /** Seconds, as measured by the server. Not shown in the spec. */
  duration: z.number().nonnegative(),
});
export type VoiceSample = z.infer<typeof voiceSampleSchema>;
export const sampleUploadResponseSchema = z.object({ success: z.literal(true), sample: voiceSampleSchema });
export type SampleUploadResponse = z.infer<typeof sampleUploadResponseSchema>;

/** GET /api/voice/samples/duration: total seconds of the user's samples. */
export const samplesDurationResponseSchema = z.object({ total_duration: z.number().nonnegative() });
export type SamplesDurationResponse = z.infer<typeof samplesDurationResponseSchema>;
