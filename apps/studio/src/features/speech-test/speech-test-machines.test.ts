// The studio's /test-vibe wiring in Node with a fake server and speech-test service: the base comes
// from GET /api/public-config, asked once (null: the server's own /api/speech-test; SPEECH_TEST_BASE:
// an outside service, every call and the download under it; a failed request is asked again by the
// next check); every call goes under that base without the login token; the reference is sent as
// the multipart field `audio`
// (a take named by its container); submit sends the JSON of §7; a completed status gives the audio
// URL with /api/download/ turned into /download/ under the base; the download fetches that path and
// saves it under the service's file name; a refused health check and a failing download show the
// spec's texts (part 1 §7, §8).
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { createApiClient } from '@twin/api-client';
import type { SpeechTestCaptureCommand, SpeechTestCaptureInput } from '@twin/machines/speech-test';
import { createPublicConfigLoader } from '../../lib/public-config';
import { speechTestApiLoader } from './speech-test-api';
import { createSpeechTestMachine, downloadName } from './speech-test-machines';
import { fakeServer, type FakeAnswer, type FakeCall } from '../../lib/testing/fake-server';

/** Captures a short take as soon as it is asked to stop. */
const fakeMicrophone = fromCallback<SpeechTestCaptureCommand, SpeechTestCaptureInput>(
  ({ sendBack, receive }) => {
    queueMicrotask(() => sendBack({ type: 'capture.started' }));
    receive(() =>
      sendBack({ type: 'capture.stopped', audio: new Blob(['take']), mimeType: 'audio/webm;codecs=opus' }),
    );
  },
);

const wav = new Blob(['RIFF....WAVE'], { type: 'audio/wav' });
const result = {
  download_url: '/api/download/speech_42.wav',
  duration: 2.4,
  sample_rate: 24000,
  generation_time: 1.3,
  file_size_bytes: 12,
  audio_file: 'speech_42.wav',
};

/**
 * Our server naming the speech-test base (null: its own) and a healthy service that keeps references,
 * queues job st-1 and completes it at the first check.
 */
function healthyService(
  overrides: (call: FakeCall) => FakeAnswer | undefined = () => undefined,
  speechTestBase: string | null = null,
) {
  return fakeServer((call) => {
    const custom = overrides(call);
    if (custom) return custom;
    if (call.url === 'http://studio.test/api/public-config')
      return {
        status: 200,
        body: {
          bookingUrl: null,
          contactEmail: 'enterprise@twinstudio.ai',
          speechTestBase,
          lipsyncEngine: 'mux',
        },
      };
    if (call.url.endsWith('/health')) return { status: 200, body: { success: true } };
    if (call.url.endsWith('/upload-reference'))
      return { status: 200, body: { success: true, url: '/uploads/ref-7.wav' } };
    if (call.url.endsWith('/submit')) return { status: 200, body: { success: true, job_id: 'st-1' } };
    if (call.url.includes('/status/'))
      return { status: 200, body: { success: true, job: { status: 'completed', result } } };
    if (call.url.includes('/download/')) return { status: 200, body: wav };
    return { status: 404, body: { message: 'Not Found' } };
  });
}

/** The page's wiring as speech-test-page.tsx builds it, with our server at http://studio.test. */
function pageWith(service: ReturnType<typeof fakeServer>) {
  const saved: { file: Blob; fileName: string }[] = [];
  const client = (options: { speechTestBase?: string } = {}) =>
    createApiClient({
      baseUrl: 'http://studio.test',
      getToken: () => 'token-1',
      fetch: service.fetch,
      ...options,
    });
  const machine = createSpeechTestMachine({
    speechTestApi: speechTestApiLoader({
      loadConfig: createPublicConfigLoader(client()),
      createClient: client,
    }),
    captureAudio: fakeMicrophone,
    saveFile: (file, fileName) => saved.push({ file, fileName }),
  });
  // Status checks come at once instead of every 3 s.
  const actor = createActor(machine.provide({ delays: { statusPollInterval: 0 } }), { input: {} }).start();
  return { actor, saved };
}

describe('the speech test wiring', () => {
  it('uploads, generates and downloads under the speechTest base, never with the token', async () => {
    const service = healthyService();
    const { actor, saved } = pageWith(service);
    await waitFor(actor, (s) => s.matches({ health: 'available' }));
    actor.send({ type: 'reference.choose', file: new File(['voice'], 'me.wav', { type: 'audio/wav' }) });
    await waitFor(actor, (s) => s.matches({ reference: 'ready' }));
    actor.send({ type: 'text.change', text: 'Hello there.' });
    actor.send({ type: 'job.submit' });
    const done = await waitFor(actor, (s) => s.matches({ generation: 'completed' }));
    expect(done.context.result).toEqual({
      downloadUrl: '/api/download/speech_42.wav',
      audioUrl: 'http://studio.test/api/speech-test/download/speech_42.wav',
      fileName: 'speech_42.wav',
      durationSeconds: 2.4,
      sampleRate: 24000,
      generationSeconds: 1.3,
      fileSizeBytes: 12,
    });
    actor.send({ type: 'result.download' });
    await waitFor(actor, (s) => s.matches({ generation: { completed: 'ready' } }));

    expect(service.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET http://studio.test/api/public-config',
      'GET http://studio.test/api/speech-test/health',
      'POST http://studio.test/api/speech-test/upload-reference',
      'POST http://studio.test/api/speech-test/submit',
      'GET http://studio.test/api/speech-test/status/st-1',
      'GET http://studio.test/api/speech-test/download/speech_42.wav',
    ]);
    expect(service.calls.slice(1).every((call) => call.authorization === null)).toBe(true);
    const form = service.calls[2]?.body as FormData;
    expect((form.get('audio') as File).name).toBe('me.wav');
    expect(service.calls[3]?.body).toEqual({
      text: 'Hello there.',
      ref_url: '/uploads/ref-7.wav',
      cfg_scale: 1.3,
      inference_steps: 20,
      seed: 42,
      speed: 1,
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.fileName).toBe('speech_42.wav');
    expect(await saved[0]?.file.text()).toBe('RIFF....WAVE');
    actor.stop();
  });

  it('sends every call to the base the server names (SPEECH_TEST_BASE), the download included', async () => {
    const service = healthyService(undefined, 'https://vibe.example/api');
    const { actor, saved } = pageWith(service);
    actor.send({ type: 'reference.choose', file: new File(['v'], 'me.wav', { type: 'audio/wav' }) });
    await waitFor(actor, (s) => s.matches({ health: 'available' }) && s.matches({ reference: 'ready' }));
    actor.send({ type: 'text.change', text: 'Hi' });
    actor.send({ type: 'job.submit' });
    const done = await waitFor(actor, (s) => s.matches({ generation: 'completed' }));
    expect(done.context.result?.audioUrl).toBe('https://vibe.example/api/download/speech_42.wav');
    actor.send({ type: 'result.download' });
    await waitFor(actor, (s) => s.matches({ generation: { completed: 'ready' } }));
    expect(saved).toHaveLength(1);

    const [config, ...speechTest] = service.calls;
    expect(config?.url).toBe('http://studio.test/api/public-config');
    expect(speechTest.map((call) => `${call.method} ${call.url}`).sort()).toEqual(
      [
        'GET https://vibe.example/api/health',
        'POST https://vibe.example/api/upload-reference',
        'POST https://vibe.example/api/submit',
        'GET https://vibe.example/api/status/st-1',
        'GET https://vibe.example/api/download/speech_42.wav',
      ].sort(),
    );
    expect(speechTest.every((call) => call.authorization === null)).toBe(true);
    actor.stop();
  });

  it('asks for the configuration again when the first request failed ("Check again")', async () => {
    let configAnswers = 0;
    const service = healthyService(
      (call) =>
        call.url.endsWith('/api/public-config') && configAnswers++ === 0
          ? { status: 503, body: { message: 'Starting up.' } }
          : undefined,
      'https://vibe.example/api',
    );
    const { actor } = pageWith(service);
    const unavailable = await waitFor(actor, (s) => s.matches({ health: 'unavailable' }));
    expect(unavailable.context.healthError).toBe('VibeVoice API is unavailable: Starting up.');
    actor.send({ type: 'health.check' });
    await waitFor(actor, (s) => s.matches({ health: 'available' }));
    expect(service.calls.map((call) => call.url)).toEqual([
      'http://studio.test/api/public-config',
      'http://studio.test/api/public-config',
      'https://vibe.example/api/health',
    ]);
    actor.stop();
  });

  it('uploads a microphone take as recording.webm', async () => {
    const service = healthyService();
    const { actor } = pageWith(service);
    actor.send({ type: 'recording.start' });
    await waitFor(actor, (s) => s.matches({ reference: 'recording' }));
    actor.send({ type: 'recording.stop' });
    const ready = await waitFor(actor, (s) => s.matches({ reference: 'ready' }));
    expect(ready.context.reference).toMatchObject({ source: 'recording', url: '/uploads/ref-7.wav' });
    const upload = service.calls.find((call) => call.url.endsWith('/upload-reference'));
    expect(((upload?.body as FormData).get('audio') as File).name).toBe('recording.webm');
    actor.stop();
  });

  it("shows the service's reason when it is unavailable", async () => {
    const service = healthyService((call) =>
      call.url.endsWith('/health')
        ? { status: 200, body: { success: false, error: 'Turned off.' } }
        : undefined,
    );
    const { actor } = pageWith(service);
    const unavailable = await waitFor(actor, (s) => s.matches({ health: 'unavailable' }));
    expect(unavailable.context.healthError).toBe('VibeVoice API is unavailable: Turned off.');
    actor.stop();
  });

  it("reads an error status's `error` as the service's text", async () => {
    const service = healthyService((call) =>
      call.url.endsWith('/upload-reference')
        ? { status: 413, body: { success: false, error: 'Reference audio is too large.' } }
        : undefined,
    );
    const { actor } = pageWith(service);
    actor.send({ type: 'reference.choose', file: new File(['v'], 'me.wav', { type: 'audio/wav' }) });
    const failed = await waitFor(actor, (s) => s.context.referenceError !== null);
    expect(failed.context.referenceError).toBe('Reference audio is too large.');
    actor.stop();
  });

  it('a failed download gives the right-click hint and saves nothing', async () => {
    const service = healthyService((call) =>
      call.url.includes('/download/') ? { status: 404, body: { success: false } } : undefined,
    );
    const { actor, saved } = pageWith(service);
    actor.send({ type: 'reference.choose', file: new File(['v'], 'me.wav', { type: 'audio/wav' }) });
    await waitFor(actor, (s) => s.matches({ health: 'available' }) && s.matches({ reference: 'ready' }));
    actor.send({ type: 'text.change', text: 'Hi' });
    actor.send({ type: 'job.submit' });
    await waitFor(actor, (s) => s.matches({ generation: 'completed' }));
    actor.send({ type: 'result.download' });
    const failed = await waitFor(actor, (s) => s.matches({ generation: { completed: 'downloadFailed' } }));
    expect(failed.context.downloadError).toBe(
      "Download failed. Right-click the audio player and choose 'Save audio as...' instead.",
    );
    expect(saved).toEqual([]);
    actor.stop();
  });

  it('names a download by the file part of audio_file', () => {
    expect(downloadName('out/speech_42.wav')).toBe('speech_42.wav');
    expect(downloadName('..\\x.wav')).toBe('x.wav');
    expect(downloadName('')).toBe('speech_test.wav');
  });
});
