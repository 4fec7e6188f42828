// Creation-feature schemas (part 2): voice, generation, translation, videos, lip-sync, localization, speech test.
import { describe, expect, it } from 'vitest';
import { localizeJobRequestSchema, transcribeResponseSchema, transcriptionText } from './localization';
import {
  speechTestStatusResponseSchema,
  speechTestSubmitRequestSchema,
  speechTestSliders,
} from './speech-test';
import { generateSpeechRequestSchema, speechSliders, translateRequestSchema } from './tts';
import { lipsyncRequestSchema, uploadedVideos, videoUploadResponseSchema, type Video } from './videos';
import {
  isActiveVoiceJob,
  proCloneFieldsSchema,
  quickCloneFieldsSchema,
  sampleUploadFieldsSchema,
  saveCategorizationRequestSchema,
} from './voice';

const generateBase = {
  modelId: 'm1',
  text: 'Hello there',
  exaggeration: speechSliders.exaggeration.default,
  temperature: speechSliders.temperature.default,
  cfg_weight: speechSliders.cfg_weight.default,
  language: 'en',
  model_type: 'chatterbox_base',
} as const;

const clip = {
  type: 'tts',
  url: '/api/audio/a1',
  name: 'Speech 1',
  duration: 2.5,
  startTime: 0,
  originalStartOffset: 0,
  originalDuration: 2.5,
} as const;

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

describe('generate and translate', () => {
  it('a non-pro voice sends a reference clip; a pro voice sends seed and resemblance', () => {
    expect(generateSpeechRequestSchema.safeParse({ ...generateBase, referenceClipId: 'c1' }).success).toBe(
      true,
    );
    expect(
      generateSpeechRequestSchema.safeParse({ ...generateBase, seed: 42, resemblance: 1.8 }).success,
    ).toBe(true);
    const neither = generateSpeechRequestSchema.safeParse({ ...generateBase, seed: 42 });
    expect(neither.error?.issues[0]?.message).toBe('Please select a reference sample.');
  });

  it('keeps sliders inside the spec ranges and text non-empty', () => {
    const valid = { ...generateBase, referenceClipId: 'c1' };
    expect(generateSpeechRequestSchema.safeParse({ ...valid, exaggeration: 2.1 }).success).toBe(false);
    expect(generateSpeechRequestSchema.safeParse({ ...valid, temperature: 0.01 }).success).toBe(false);
    expect(generateSpeechRequestSchema.safeParse({ ...valid, cfg_weight: 1.5 }).success).toBe(false);
    expect(
      generateSpeechRequestSchema.safeParse({
        ...valid,
        referenceClipId: undefined,
        seed: 1001,
        resemblance: 1.8,
      }).success,
    ).toBe(false);
    expect(
      generateSpeechRequestSchema.safeParse({
        ...valid,
        referenceClipId: undefined,
        seed: 42,
        resemblance: 1.5,
      }).success,
    ).toBe(false);
    expect(generateSpeechRequestSchema.safeParse({ ...valid, text: '   ' }).success).toBe(false);
    expect(generateSpeechRequestSchema.safeParse({ ...valid, model_type: 'other' }).success).toBe(false);
  });

  it("translation needs text (the spec's message) and a speech language", () => {
    expect(
      translateRequestSchema.safeParse({ text: ' ', targetLanguage: 'es' }).error?.issues[0]?.message,
    ).toBe('Please enter some text to translate');
    expect(translateRequestSchema.safeParse({ text: 'Hi', targetLanguage: 'sw' }).success).toBe(true);
    expect(translateRequestSchema.safeParse({ text: 'Hi', targetLanguage: 'vi' }).success).toBe(false);
  });
});

describe('videos and lip-sync', () => {
  it('lip-sync needs at least one clip, defaults useCodeformer to true and drops clip ids', () => {
    expect(
      lipsyncRequestSchema.safeParse({ videoId: 'v1', timelineClips: [] }).error?.issues[0]?.message,
    ).toBe('Please add audio clips to the timeline first.');
    const parsed = lipsyncRequestSchema.parse({ videoId: 'v1', timelineClips: [{ ...clip, id: 'x' }] });
    expect(parsed.useCodeformer).toBe(true);
    expect(parsed.timelineClips[0]).not.toHaveProperty('id');
    expect(
      lipsyncRequestSchema.safeParse({ videoId: 'v1', timelineClips: [{ ...clip, startTime: -1 }] }).success,
    ).toBe(false);
  });

  it('reads an upload answer as videos[] or video', () => {
    const video: Video = {
      id: 'v1',
      upload_method: 'upload',
      status: 'processing',
      original_filename: 'a.mp4',
      duration: null,
      created_at: 'now',
    };
    expect(uploadedVideos(videoUploadResponseSchema.parse({ success: true, video }))).toEqual([video]);
    expect(
      uploadedVideos(videoUploadResponseSchema.parse({ success: true, videos: [video, video] })),
    ).toHaveLength(2);
    expect(videoUploadResponseSchema.safeParse({ success: true }).success).toBe(false);
  });
});

describe('localization', () => {
  it('reads text or transcription', () => {
    expect(
      transcriptionText(transcribeResponseSchema.parse({ transcription: 'hola', video_file: 'f1' })),
    ).toBe('hola');
    expect(transcriptionText(transcribeResponseSchema.parse({ text: 'hi', video_file: 'f1' }))).toBe('hi');
    expect(transcribeResponseSchema.safeParse({ video_file: 'f1' }).success).toBe(false);
  });

  it('needs non-empty text and a listed target language', () => {
    const job = { video_file: 'f1', source_language: 'auto', target_language: 'es', source_text: 'Hello' };
    expect(localizeJobRequestSchema.safeParse(job).success).toBe(true);
    expect(localizeJobRequestSchema.safeParse({ ...job, source_text: '  ' }).success).toBe(false);
    expect(localizeJobRequestSchema.safeParse({ ...job, target_language: 'sw' }).success).toBe(false);
  });
});

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
