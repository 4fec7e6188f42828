// Voice creation schemas (part 2): pro and quick clones, emotion samples, categorization, training jobs.
import { describe, expect, it } from 'vitest';
import {
  isActiveVoiceJob,
  proCloneFieldsSchema,
  quickCloneFieldsSchema,
  sampleUploadFieldsSchema,
  saveCategorizationRequestSchema,
} from './create-voice.schemas';

describe('voice', () => {
  it('pro clone needs a name and one of the 25 reference languages', () => {
    expect(proCloneFieldsSchema.safeParse({ name: 'Pro Clone', referenceLanguage: 'th' }).success).toBe(true);
    expect(
      proCloneFieldsSchema.safeParse({ name: ' ', referenceLanguage: 'en' }).error?.issues[0]?.message,
    ).toBe('Please enter a name for your voice clone.');
    expect(proCloneFieldsSchema.safeParse({ name: 'x', referenceLanguage: 'sw' }).success).toBe(false);
  });

  it('quick clone carries type quick_clone', () => {
    expect(quickCloneFieldsSchema.safeParse({ name: 'Q', type: 'quick_clone' }).success).toBe(true);
    expect(quickCloneFieldsSchema.safeParse({ name: 'Q', type: 'pro' }).success).toBe(false);
  });

  it('sample upload reads its multipart strings: empty voice_model_id, numeric duration', () => {
    expect(
      sampleUploadFieldsSchema.parse({ sample_type: 'happy', voice_model_id: '', duration: '12.5' }),
    ).toEqual({
      sample_type: 'happy',
      voice_model_id: '',
      duration: 12.5,
    });
    expect(sampleUploadFieldsSchema.safeParse({ sample_type: 'angry' }).success).toBe(false);
  });

  it('categorization saves at least one known style', () => {
    expect(
      saveCategorizationRequestSchema.safeParse({ categorizedClips: { fastest: 'c1', most_happy: 'c2' } })
        .success,
    ).toBe(true);
    expect(saveCategorizationRequestSchema.safeParse({ categorizedClips: {} }).success).toBe(false);
    expect(saveCategorizationRequestSchema.safeParse({ categorizedClips: { loudest: 'c1' } }).success).toBe(
      false,
    );
  });

  it('treats queued, processing and training jobs as active', () => {
    expect(
      ['queued', 'processing', 'training', 'completed', 'failed'].map((status) =>
        isActiveVoiceJob({ status } as never),
      ),
    ).toEqual([true, true, true, false, false]);
  });
});
