// Contract test of the HTTP transcription engine (STT_URL) against a fake OpenAI-style server that answers as
// speaches does: the multipart it sends (file, model, verbose_json, segment timestamps, language only when not
// 'auto'), the verbose_json it reads (segments trimmed, language names and codes as our codes), and each failure —
// an error status, a malformed or oversized answer, no answer in time, nobody listening, an abort — as a clear
// TranscriptionError (or the caller's abort).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../media/analysis/pcm-wav';
import { tempDir } from '../../test-support/test-server';
import { createTranscriptionEngine } from './index';
import { OpenAiTranscriptionEngine, segmentsOf, sttMessages } from './openai-transcription-engine';
import { startFakeSttServer, type FakeSttServer } from './test-support/fake-stt-server';
import { TranscriptionError } from './transcription-engine';
import { languageCodeOf } from './whisper-languages';

const dir = tempDir('twin-stt-');
const wavPath = join(dir, 'speech.wav');
let fake: FakeSttServer;

beforeAll(async () => {
  const samples = Int16Array.from({ length: 16_000 }, (_, index) => Math.round(8000 * Math.sin(index / 5)));
  writeFileSync(wavPath, encodeWav(samples, 16_000));
  fake = await startFakeSttServer();
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

const engine = (options: Partial<ConstructorParameters<typeof OpenAiTranscriptionEngine>[0]> = {}) =>
  new OpenAiTranscriptionEngine({ url: `${fake.url}/`, ...options });

describe('the OpenAI-style transcription engine', () => {
  it('posts the WAV with the model, verbose_json, segment timestamps and the language, and reads the segments', async () => {
    fake.behaviour = { kind: 'answer', language: 'spanish' };
    fake.received.length = 0;
    const transcript = await engine({ model: 'Systran/faster-whisper-large-v3' }).transcribe({
      wavPath,
      language: 'es',
    });
    expect(transcript).toEqual({
      text: 'Hola a todos. Bienvenidos al curso.',
      language: 'es',
      segments: [
        { start: 0, end: 2.4, text: 'Hola a todos.' },
        { start: 3.1, end: 5, text: 'Bienvenidos al curso.' },
      ],
    });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.path).toBe('/v1/audio/transcriptions');
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.fields).toEqual({
      model: ['Systran/faster-whisper-large-v3'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['segment'],
      language: ['es'],
    });
    expect(request!.file).toMatchObject({ name: 'audio.wav', type: 'audio/wav' });
    expect(request!.file!.bytes.equals(readFileSync(wavPath))).toBe(true);
  });

  it('sends no language for auto, asks for the default model, and takes the language the server heard', async () => {
    fake.behaviour = { kind: 'answer', language: 'en' };
    fake.received.length = 0;
    const transcript = await engine().transcribe({ wavPath, language: 'auto' });
    expect(transcript.language).toBe('en');
    expect(fake.received[0]!.fields).toEqual({
      model: ['Systran/faster-whisper-small'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['segment'],
    });
  });

  it('serves every language', () => {
    expect(['en', 'auto', 'ja', 'sw'].every((language) => engine().supports(language))).toBe(true);
    expect(engine().name).toBe('http');
  });

  it('passes on the server’s explanation of an error status', async () => {
    fake.behaviour = {
      kind: 'fail',
      status: 404,
      detail: "Model 'Systran/faster-whisper-small' is not installed locally.",
    };
    const failed = engine().transcribe({ wavPath, language: 'en' });
    await expect(failed).rejects.toBeInstanceOf(TranscriptionError);
    await expect(failed).rejects.toThrow(
      sttMessages.failed("Model 'Systran/faster-whisper-small' is not installed locally."),
    );
    fake.behaviour = { kind: 'fail', status: 500, detail: 'CUDA out of memory' };
    await expect(engine().transcribe({ wavPath, language: 'en' })).rejects.toThrow(
      'The transcription server could not transcribe this audio: CUDA out of memory',
    );
  });

  it('refuses a malformed answer', async () => {
    for (const body of [
      '<html>Bad gateway</html>',
      '{"text": "hi"}',
      '{"text": "hi", "segments": [{"start": "0"}]}',
    ]) {
      fake.behaviour = { kind: 'raw', body };
      await expect(engine().transcribe({ wavPath, language: 'en' })).rejects.toThrow(
        new TranscriptionError(sttMessages.malformed),
      );
    }
  });

  it('stops reading an answer past its cap', async () => {
    fake.behaviour = { kind: 'huge', bytes: 1024 * 1024 };
    await expect(
      engine({ maxAnswerBytes: 256 * 1024 }).transcribe({ wavPath, language: 'en' }),
    ).rejects.toThrow(new TranscriptionError(sttMessages.tooLarge));
  });

  it('gives up when the server does not answer in time', async () => {
    fake.behaviour = { kind: 'hang' };
    const started = Date.now();
    const late = engine({ timeoutMs: 400 }).transcribe({ wavPath, language: 'en' });
    await expect(late).rejects.toThrow(
      'The transcription server took longer than 1 second, so the transcription was stopped.',
    );
    expect(sttMessages.tookTooLong(30 * 60_000)).toMatch(/took longer than 30 minutes,/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('honours the caller’s abort', async () => {
    fake.behaviour = { kind: 'hang' };
    fake.received.length = 0;
    const controller = new AbortController();
    const stopped = engine().transcribe({ wavPath, language: 'en', signal: controller.signal });
    await expect.poll(() => fake.received.at(-1)?.file?.name).toBe('audio.wav');
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('says so when nobody listens at STT_URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = new OpenAiTranscriptionEngine({ url: `http://127.0.0.1:${port}` });
    await expect(down.transcribe({ wavPath, language: 'en' })).rejects.toThrow(
      new TranscriptionError(sttMessages.notAnswering),
    );
  });
});

describe('reading Whisper answers', () => {
  it('maps language names and codes to ours', () => {
    expect(languageCodeOf('english')).toBe('en');
    expect(languageCodeOf('English')).toBe('en');
    expect(languageCodeOf('haitian creole')).toBe('ht');
    expect(languageCodeOf('ja')).toBe('ja');
    expect(languageCodeOf('iw')).toBe('he');
    expect(languageCodeOf('klingon')).toBeNull();
  });

  it('orders segments, drops empty ones and keeps them from overlapping', () => {
    expect(
      segmentsOf([
        { start: 4, end: 6, text: ' Second.' },
        { start: 0, end: 4.5, text: ' First. ' },
        { start: 6, end: 7, text: '  ' },
      ]),
    ).toEqual([
      { start: 0, end: 4, text: 'First.' },
      { start: 4, end: 6, text: 'Second.' },
    ]);
  });
});

describe('choosing the engine', () => {
  it('uses the server at STT_URL when set, the embedded pocketsphinx otherwise', () => {
    expect(createTranscriptionEngine({ transcription: { sttUrl: fake.url } }).name).toBe('http');
    expect(createTranscriptionEngine({}).name).toBe('pocketsphinx');
  });
});
