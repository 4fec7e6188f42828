// Speech-test schemas (part 1): the submit request with its slider ranges, and the job status answer.
import { describe, expect, it } from 'vitest';
import {
  speechTestStatusResponseSchema,
  speechTestSubmitRequestSchema,
  speechTestSliders,
} from './speech-test.schemas';

describe('speech test', () => {
  const submit = {
    text: 'Hello',
    ref_url: '/uploads/ref.wav',
    cfg_scale: speechTestSliders.cfg_scale.default,
    inference_steps: speechTestSliders.inference_steps.default,
    seed: speechTestSliders.seed.default,
    speed: speechTestSliders.speed.default,
  };

  it('has the §5 slider defaults', () => {
    expect(submit).toMatchObject({ cfg_scale: 1.3, inference_steps: 20, seed: 42, speed: 1.0 });
  });

  it('checks ranges, seed -1 for random, and requires text and a reference', () => {
    expect(speechTestSubmitRequestSchema.safeParse(submit).success).toBe(true);
    expect(speechTestSubmitRequestSchema.safeParse({ ...submit, seed: -1 }).success).toBe(true);
    expect(speechTestSubmitRequestSchema.safeParse({ ...submit, seed: -2 }).success).toBe(false);
    expect(speechTestSubmitRequestSchema.safeParse({ ...submit, cfg_scale: 2.1 }).success).toBe(false);
    expect(speechTestSubmitRequestSchema.safeParse({ ...submit, inference_steps: 4 }).success).toBe(false);
    expect(speechTestSubmitRequestSchema.safeParse({ ...submit, speed: 0.4 }).success).toBe(false);
    expect(speechTestSubmitRequestSchema.safeParse({ ...submit, text: '' }).success).toBe(false);
    expect(
      speechTestSubmitRequestSchema.safeParse({ ...submit, ref_url: '' }).error?.issues[0]?.message,
    ).toBe('Please upload or record audio first');
  });

  it('reads a completed job with its result and rejects an unknown status', () => {
    const result = {
      download_url: '/api/download/a.wav',
      duration: 2,
      sample_rate: 24000,
      generation_time: 1.2,
      file_size_bytes: 96000,
      audio_file: 'a.wav',
    };
    expect(
      speechTestStatusResponseSchema.parse({ success: true, job: { status: 'completed', result } }).job
        ?.result?.audio_file,
    ).toBe('a.wav');
    expect(speechTestStatusResponseSchema.safeParse({ success: true, job: { status: 'done' } }).success).toBe(
      false,
    );
  });
});
