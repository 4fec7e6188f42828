// The consent contract's shapes: records with and without a face check, refusals, voices with and without consent.
import { describe, expect, it } from 'vitest';
import { consentChallengeSchema, consentRecordSchema, consentRefusalSchema } from './consent.schemas';
import { proCloneFieldsSchema, voiceModelSchema } from './create-voice.schemas';

const record = {
  id: 'c1',
  statement: 'I agree that Twin Studio may create a digital twin of my voice and face.',
  phrase: 'apple river seven window',
  recordedAt: '2026-11-27T20:00:00.000Z',
  hasVideo: false,
  words: { score: 1, passed: true },
  face: null,
  status: 'passed',
  usedByVoiceId: null,
};

describe('consent schemas', () => {
  it('reads a challenge and an audio-only record (face null)', () => {
    expect(
      consentChallengeSchema.parse({
        id: 'x',
        statement: 's',
        phrase: 'p',
        expiresAt: '2026-11-27T20:10:00Z',
      }).id,
    ).toBe('x');
    expect(consentRecordSchema.parse(record).face).toBeNull();
  });

  it('refuses a record whose status is not passed or failed, and reads a 422 body', () => {
    expect(consentRecordSchema.safeParse({ ...record, status: 'pending' }).success).toBe(false);
    const refusal = consentRefusalSchema.parse({
      message: 'We could not hear the phrase. Please read it again.',
      consent: { ...record, status: 'failed', words: { score: 0.25, passed: false } },
    });
    expect(refusal.consent.words.passed).toBe(false);
  });

  it('lets a voice carry its consent or none, and a pro clone carry a consent id', () => {
    const voice = {
      id: 'v',
      model_name: 'Me',
      status: 'ready',
      clone_type: 'pro',
      reference_language: 'en',
      categorization_completed: true,
      created_at: '2026-11-27T20:00:00Z',
    };
    expect(voiceModelSchema.parse({ ...voice, consent: null }).consent).toBeNull();
    expect(
      voiceModelSchema.parse({ ...voice, consent: { id: 'c1', recordedAt: 'x', voiceScore: 2.5 } }).consent
        ?.voiceScore,
    ).toBe(2.5);
    expect(voiceModelSchema.safeParse({ ...voice, consent: { id: 'c1' } }).success).toBe(false);
    expect(
      proCloneFieldsSchema.parse({ name: 'Me', referenceLanguage: 'en', consentId: ' c1 ' }).consentId,
    ).toBe('c1');
  });
});
