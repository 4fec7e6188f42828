// Consent (issue 23), a sub-workflow of create-voice: the sentence a creator reads, the recorded clip's checks,
// and the records kept with each voice. Ours entirely (not in the spec's §7).
import { z } from 'zod';
import { idSchema, timestampSchema } from '../shared/common';

/** POST /api/consent/challenges → 201: the sentence to read (the statement, then the random phrase). */
export const consentChallengeSchema = z.object({
  id: idSchema,
  statement: z.string(),
  phrase: z.string(),
  expiresAt: timestampSchema,
});
export type ConsentChallenge = z.infer<typeof consentChallengeSchema>;

/** One check of a consent clip: its score and whether it passed. */
export const consentCheckSchema = z.object({ score: z.number(), passed: z.boolean() });
export type ConsentCheck = z.infer<typeof consentCheckSchema>;

export const consentStatuses = ['passed', 'failed'] as const;
export const consentStatusSchema = z.enum(consentStatuses);
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

export const consentRecordSchema = z.object({
  id: idSchema,
  statement: z.string(),
  phrase: z.string(),
  recordedAt: timestampSchema,
  hasVideo: z.boolean(),
  /** Was the random phrase heard? */
  words: consentCheckSchema,
  /** The face seen in the clip; null for an audio-only clip or when no face was seen. */
  face: consentCheckSchema.nullable(),
  status: consentStatusSchema,
  /** The voice this consent was used for; null while unused. */
  usedByVoiceId: idSchema.nullable(),
  /** A media link that plays the clip for a few hours (GET /api/consent/{id}/media with its token). */
  mediaUrl: z.string().optional(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** POST /api/consent/challenges/{id}/recording → 422 when a check failed: the message and the stored record. */
export const consentRefusalSchema = z.object({ message: z.string(), consent: consentRecordSchema });
export type ConsentRefusal = z.infer<typeof consentRefusalSchema>;

/** GET /api/consent: newest first. */
export const consentListResponseSchema = z.object({ consents: z.array(consentRecordSchema) });
export type ConsentListResponse = z.infer<typeof consentListResponseSchema>;

/** What a voice shows of its consent (the Voice DTO's `consent`); null: no consent on record. */
export const voiceConsentSchema = z.object({
  id: idSchema,
  recordedAt: timestampSchema,
  /** How closely the reference's voice matched the consent clip's; null when it was not compared. */
  voiceScore: z.number().nullable(),
  /** Ours (issue 23): the face seen in the consent clip; null for an audio-only clip or when no face was seen. */
  face: consentCheckSchema.nullable().optional(),
});
export type VoiceConsent = z.infer<typeof voiceConsentSchema>;
