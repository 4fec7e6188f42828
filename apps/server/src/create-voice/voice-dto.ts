// Maps voice rows to the contract's shapes (@twin/api-client create-voice/create-voice.schemas.ts).
import type {
  CloneType,
  ReferenceClip,
  VoiceJob,
  VoiceJobStatus,
  VoiceModel,
  VoiceModelStatus,
} from '@twin/api-client';
import type { ConsentRecordingRow, ReferenceClipRow, VoiceJobRow, VoiceModelRow } from '../db/schema';
import { toVoiceConsent } from './consent/consent-dto';

/** `consent`: the recording the voice was made with; null: no consent on record (voices made before issue 23). */
export function toVoiceModel(row: VoiceModelRow, consent: ConsentRecordingRow | null): VoiceModel {
  return {
    id: row.id,
    model_name: row.modelName,
    status: row.status as VoiceModelStatus,
    clone_type: row.cloneType as CloneType,
    reference_language: row.referenceLanguage,
    categorization_completed: row.categorizationCompleted,
    created_at: row.createdAt.toISOString(),
    consent: toVoiceConsent(consent ?? undefined),
  };
}

export function toVoiceJob(row: VoiceJobRow): VoiceJob {
  return {
    id: row.id,
    status: row.status as VoiceJobStatus,
    model_id: row.modelId,
    model_name: row.modelName,
    error_message: row.errorMessage,
    created_at: row.createdAt.toISOString(),
    progress: row.progress,
  };
}

export function toReferenceClip(row: ReferenceClipRow): ReferenceClip {
  return {
    clip_id: row.id,
    duration: row.durationSeconds,
    speaking_rate: row.speakingRate,
    pitch_mean: row.pitchMean,
    pitch_median: row.pitchMedian,
    pitch_variation: row.pitchVariation,
    energy: row.energy,
    transcript: row.transcript,
  };
}
