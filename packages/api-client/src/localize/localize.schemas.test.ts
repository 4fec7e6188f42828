// Localization schemas (part 1): the transcription answer and the localize job request.
import { describe, expect, it } from 'vitest';
import { localizeJobRequestSchema, transcribeResponseSchema, transcriptionText } from './localize.schemas';

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

describe('transcription segments (issue 25)', () => {
  it('parse when present and are optional, so older answers parse', () => {
    const segments = [{ start: 0.5, end: 2.1, text: 'Hello.' }];
    expect(transcribeResponseSchema.parse({ text: 'Hello.', video_file: 'v', segments }).segments).toEqual(
      segments,
    );
    expect(transcribeResponseSchema.parse({ text: 'Hello.', video_file: 'v' }).segments).toBeUndefined();
    expect(
      transcribeResponseSchema.safeParse({ text: 'x', video_file: 'v', segments: [{ start: -1 }] }).success,
    ).toBe(false);
  });
});
