// The embedded pocketsphinx engine on real espeak-ng speech: sentences separated by pauses come back as that many
// segments, each starting where its sentence does, with a word of it in its text; other languages are refused with
// a message in plain words; silence, a file that is not audio and an abort behave; no work file stays behind.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../media/analysis/pcm-wav';
import { tempDir } from '../../test-support/test-server';
import {
  PocketsphinxTranscriptionEngine,
  pocketsphinxMessages,
  recognitionTimeLimitMs,
} from './pocketsphinx-engine';
import { speakSentences, type SpokenSentences } from './test-support/spoken-sentences';
import { TranscriptionError } from './transcription-engine';

const dir = tempDir('twin-transcription-');
const work = tempDir('twin-transcription-work-');
const engine = new PocketsphinxTranscriptionEngine({ tmpDir: work });
let spoken: SpokenSentences;

beforeAll(async () => {
  spoken = await speakSentences(dir, 'four.wav', [
    'The children are playing in the garden.',
    'She reads a book every night.',
    'My brother bought a new car.',
    'We will meet at the station tomorrow morning.',
  ]);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('the pocketsphinx transcription engine', () => {
  it('finds one segment per sentence, each starting where its sentence starts, in sentence-like text', async () => {
    const transcript = await engine.transcribe({ wavPath: spoken.wavPath, language: 'auto' });
    expect(transcript.language).toBe('en');
    expect(transcript.segments).toHaveLength(4);
    // espeak-ng's voice is recognised imperfectly: one telling word per sentence is what holds.
    const telling = ['garden', 'book', 'car', 'morning'];
    transcript.segments.forEach((segment, index) => {
      expect(Math.abs(segment.start - spoken.starts[index]!)).toBeLessThanOrEqual(0.3);
      expect(segment.end).toBeGreaterThan(segment.start);
      expect(segment.end).toBeLessThanOrEqual(transcript.segments[index + 1]?.start ?? spoken.seconds);
      expect(segment.text).toMatch(/^[A-Z][a-z' ]+\.$/);
      expect(segment.text.toLowerCase().split(/[ .]/)).toContain(telling[index]);
    });
    expect(transcript.text).toBe(transcript.segments.map((segment) => segment.text).join(' '));
    expect(readdirSync(work)).toEqual([]);
  });

  it('serves English and auto only, and refuses any other language in plain words without running anything', async () => {
    expect(engine.supports('en')).toBe(true);
    expect(engine.supports('auto')).toBe(true);
    expect(engine.supports('es')).toBe(false);
    const message =
      'Transcribing Spanish is not available on this server yet: the built-in transcription understands English only.';
    expect(engine.unsupportedMessage('es')).toBe(message);
    const refused = engine.transcribe({ wavPath: join(dir, 'missing.wav'), language: 'es' });
    await expect(refused).rejects.toBeInstanceOf(TranscriptionError);
    await expect(refused).rejects.toThrow(message);
  });

  it('hears nothing in silence', async () => {
    const silence = join(dir, 'silence.wav');
    writeFileSync(silence, encodeWav(new Int16Array(16_000 * 2), 16_000));
    expect(await engine.transcribe({ wavPath: silence, language: 'en' })).toEqual({
      text: '',
      language: 'en',
      segments: [],
    });
  });

  it('refuses a file that is not audio with a clear message', async () => {
    const text = join(dir, 'not-audio.wav');
    writeFileSync(text, 'this is not a sound');
    const refused = engine.transcribe({ wavPath: text, language: 'en' });
    await expect(refused).rejects.toThrow(new TranscriptionError(pocketsphinxMessages.unreadable));
    expect(readdirSync(work)).toEqual([]);
  });

  it('stops at once when aborted, running or waiting its turn, and leaves nothing behind', async () => {
    const controller = new AbortController();
    const waiting = new AbortController();
    const running = engine.transcribe({ wavPath: spoken.wavPath, language: 'en', signal: controller.signal });
    const queued = engine.transcribe({ wavPath: spoken.wavPath, language: 'en', signal: waiting.signal });
    await expect.poll(() => readdirSync(work).length).toBe(1); // one at a time
    waiting.abort(new Error('no longer wanted'));
    await expect(queued).rejects.toThrow('no longer wanted');
    const started = Date.now();
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect.poll(() => readdirSync(work)).toEqual([]);
  });

  it('gives pocketsphinx time in proportion to the audio', () => {
    expect(recognitionTimeLimitMs(10)).toBe(60_000);
    expect(recognitionTimeLimitMs(600)).toBe(30_000 + 1_800_000);
  });
});
