// Consent rows → the contract's shapes (@twin/api-client create-voice/consent.schemas.ts).
import { fillPath, apiRoutes, type ConsentRecord, type VoiceConsent } from '@twin/api-client';
import type { ConsentRecordingRow } from '../../db/schema';
import type { ConsentRecordingWithChallenge } from './consent.repository';

export function consentMediaPath(id: string): string {
  return fillPath(apiRoutes['consent.media'].path, { id });
}

/** The consent clip's face check; null for an audio-only clip (nothing to check). */
function faceCheckOf(recording: ConsentRecordingRow): ConsentRecord['face'] {
  return recording.faceScore === null || recording.facePassed === null
    ? null
    : { score: recording.faceScore, passed: recording.facePassed };
}

export function toConsentRecord({ recording, challenge }: ConsentRecordingWithChallenge): ConsentRecord {
  return {
    id: recording.id,
    statement: challenge.statement,
    phrase: challenge.phrase,
    recordedAt: recording.createdAt.toISOString(),
    hasVideo: recording.hasVideo,
    words: { score: recording.wordsScore, passed: recording.wordsPassed },
    face: faceCheckOf(recording),
    status: recording.status === 'passed' ? 'passed' : 'failed',
    usedByVoiceId: recording.usedByVoiceId,
  };
}

export function toVoiceConsent(recording: ConsentRecordingRow | undefined): VoiceConsent | null {
  if (!recording) return null;
  return {
    id: recording.id,
    recordedAt: recording.createdAt.toISOString(),
    voiceScore: recording.voiceScore,
    face: faceCheckOf(recording),
  };
}
