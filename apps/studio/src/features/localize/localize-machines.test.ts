// The studio's /localize wiring in Node with a fake server: the transcription sent as multipart
// `file` + `source_language` through the uploading client (its progress reaching the wizard), the
// text read from `text` or `transcription`, the job request with the edited text, the job polled at
// GET /api/localization/jobs/{jobId} until completed (the result's media link and its download
// name), /library after the redirect, and the server's refusal as the spec's text (part 1 §7, §8). Ours (issue 25):
// the timed rows, 'Review translation' at POST /api/localization/translate-segments, and the job sent the rows
// with the edited translations.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createApiClient, type LocalizationJob } from '@twin/api-client';
import { localizeView } from '@twin/machines/localize';
import { createLocalizeMachine, localizeInput, localizeJobCheck } from './localize-machines';
import { fakeServer } from '../../lib/testing/fake-server';

const localizationJob = (
  status: LocalizationJob['status'],
  extra: Partial<LocalizationJob> = {},
): LocalizationJob => ({
  id: 'job-1',
  status,
  result_video_path: status === 'completed' ? '/api/localization/jobs/job-1/stream?token=m-1' : null,
  created_at: '2026-11-26T10:00:00.000Z',
  error_message: null,
  progress: status === 'processing' ? 'Translating sentence 1 of 2...' : null,
  source_language: 'auto',
  target_language: 'fr',
  original_filename: 'tides lecture.mov',
  ...extra,
});

function wizardWith(server: ReturnType<typeof fakeServer>) {
  const progress: number[] = [];
  const goToLibrary = vi.fn();
  const creditsSpent = vi.fn();
  const client = () =>
    createApiClient({ baseUrl: 'http://studio.test', getToken: () => 'token-1', fetch: server.fetch });
  const machine = createLocalizeMachine({
    api: client(),
    uploadingApi: (report) =>
      createApiClient({
        baseUrl: 'http://studio.test',
        getToken: () => 'token-1',
        fetch: async (url, init) => {
          report(55);
          progress.push(55);
          return server.fetch(url, init);
        },
      }),
    goToLibrary,
    creditsSpent,
    logError: () => {},
  });
  const actor = createActor(machine, { input: localizeInput }).start();
  return { actor, progress, goToLibrary, creditsSpent, view: () => localizeView(actor.getSnapshot()) };
}

async function flush() {
  for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0);
}

const lecture = new File(['video'], 'tides lecture.mov', { type: 'video/quicktime' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the wizard input', () => {
  it("offers the spec's 21 localization languages, source auto, target es", () => {
    const { view } = wizardWith(fakeServer(() => ({ status: 404, body: {} })));
    expect(view().targetLanguages).toHaveLength(21);
    expect(view().targetLanguages[0]).toEqual({ code: 'ar', name: 'Arabic' });
    expect(view().targetLanguage).toBe('es');
  });
});

describe('localizing a video', () => {
  it('transcribes, creates the job, polls it to completion and goes to /library', async () => {
    let polls = 0;
    const server = fakeServer((call) => {
      if (call.url.endsWith('/api/localization/transcribe')) {
        return { status: 200, body: { transcription: 'Hello everyone.', video_file: 'upload-1' } };
      }
      if (call.url.endsWith('/api/localization/localize-job'))
        return { status: 200, body: { jobId: 'job-1' } };
      if (call.url.endsWith('/api/localization/jobs/job-1')) {
        polls += 1;
        return {
          status: 200,
          body: { success: true, job: localizationJob(polls === 1 ? 'processing' : 'completed') },
        };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    const { actor, progress, goToLibrary, creditsSpent, view } = wizardWith(server);

    actor.send({ type: 'file.choose', file: lecture });
    actor.send({ type: 'transcription.start' });
    await flush();
    const [transcribe] = server.calls;
    expect(transcribe).toMatchObject({
      url: 'http://studio.test/api/localization/transcribe',
      method: 'POST',
      authorization: 'Bearer token-1',
    });
    const form = transcribe?.body as FormData;
    expect((form.get('file') as File).name).toBe('tides lecture.mov');
    expect(form.get('source_language')).toBe('auto');
    expect(progress).toEqual([55]);
    expect(view()).toMatchObject({ step: 'edit', transcription: 'Hello everyone.' });

    actor.send({ type: 'text.change', text: 'Hello all. ' });
    actor.send({ type: 'target.choose', code: 'fr' });
    actor.send({ type: 'localize.start' });
    await flush();
    expect(server.calls[1]?.url).toBe('http://studio.test/api/localization/localize-job');
    expect(server.calls[1]?.body).toEqual({
      video_file: 'upload-1',
      source_language: 'auto',
      target_language: 'fr',
      source_text: 'Hello all.',
    });
    expect(view().overlay?.text).toBe('Localization job created! Processing your video...');

    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(server.calls[2]?.url).toBe('http://studio.test/api/localization/jobs/job-1');
    expect(view().overlay?.text).toBe('Translating sentence 1 of 2...');

    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(view()).toMatchObject({
      step: 'result',
      notice: 'Localization completed! Redirecting to Library...',
      result: {
        src: '/api/localization/jobs/job-1/stream?token=m-1',
        downloadName: 'localized_tides lecture_fr.mp4',
      },
    });
    expect(goToLibrary).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(goToLibrary).toHaveBeenCalledOnce();
    // The job took its tokens: the sidebar's credits refresh once, at creation.
    expect(creditsSpent).toHaveBeenCalledOnce();
  });

  it("reads the transcription from `text` too, and shows the server's refusal of the job", async () => {
    const server = fakeServer((call) =>
      call.url.endsWith('/transcribe')
        ? { status: 200, body: { text: 'Bonjour.', video_file: 'upload-2' } }
        : { status: 403, body: { message: 'This needs 42 credits; 10 are left.' } },
    );
    const { actor, creditsSpent, view } = wizardWith(server);
    actor.send({ type: 'file.choose', file: lecture });
    actor.send({ type: 'transcription.start' });
    await flush();
    expect(view().transcription).toBe('Bonjour.');
    actor.send({ type: 'localize.start' });
    await flush();
    expect(view().error).toBe('Failed to create localization job: This needs 42 credits; 10 are left.');
    expect(creditsSpent).not.toHaveBeenCalled();
  });

  it("says 'Transcription failed. Please try again.' when the server refuses the video", async () => {
    const server = fakeServer(() => ({ status: 422, body: { message: 'The file has no audio track.' } }));
    const { actor, view } = wizardWith(server);
    actor.send({ type: 'file.choose', file: lecture });
    actor.send({ type: 'transcription.start' });
    await flush();
    expect(view()).toMatchObject({ step: 'upload', error: 'Transcription failed. Please try again.' });
  });
});

describe('timed rows and Review translation', () => {
  it('shows the rows, reviews their translation and sends the job the rows with the edited translations', async () => {
    const segments = [
      { start: 0.5, end: 1.9, text: 'Hello everyone.' },
      { start: 2.4, end: 4.8, text: 'Today we learn about tides.' },
    ];
    const server = fakeServer((call) => {
      if (call.url.endsWith('/api/localization/transcribe')) {
        return {
          status: 200,
          body: { text: 'Hello everyone. Today we learn about tides.', video_file: 'upload-3', segments },
        };
      }
      if (call.url.endsWith('/api/localization/translate-segments')) {
        return { status: 200, body: { translations: ['Hola a todos.', 'Hoy aprendemos sobre las mareas.'] } };
      }
      if (call.url.endsWith('/api/localization/localize-job'))
        return { status: 200, body: { jobId: 'job-3' } };
      return { status: 404, body: { message: 'Not found' } };
    });
    const { actor, view } = wizardWith(server);
    actor.send({ type: 'file.choose', file: lecture });
    actor.send({ type: 'transcription.start' });
    await flush();
    expect(view().rows.map(({ start, end, text }) => ({ start, end, text }))).toEqual(segments);

    actor.send({ type: 'translation.review' });
    await flush();
    expect(server.calls[1]).toMatchObject({
      url: 'http://studio.test/api/localization/translate-segments',
      method: 'POST',
      body: { video_file: 'upload-3', source_language: 'auto', target_language: 'es', segments },
    });
    expect(view().rows.map((row) => row.translation)).toEqual([
      'Hola a todos.',
      'Hoy aprendemos sobre las mareas.',
    ]);

    actor.send({ type: 'translation.change', index: 1, text: 'Hoy hablamos de las mareas.' });
    actor.send({ type: 'localize.start' });
    await flush();
    expect(server.calls[2]?.body).toEqual({
      video_file: 'upload-3',
      source_language: 'auto',
      target_language: 'es',
      source_text: 'Hello everyone. Today we learn about tides.',
      segments: [
        { ...segments[0], translation: 'Hola a todos.' },
        { ...segments[1], translation: 'Hoy hablamos de las mareas.' },
      ],
    });
  });
});

describe('percentage, time left and Cancel (issue 25)', () => {
  it('shows the percentage and time left, cancels at POST .../cancel and refreshes the credits', async () => {
    const server = fakeServer((call) => {
      if (call.url.endsWith('/api/localization/transcribe')) {
        return { status: 200, body: { text: 'Hello everyone.', video_file: 'upload-1' } };
      }
      if (call.url.endsWith('/api/localization/localize-job'))
        return { status: 200, body: { jobId: 'job-1' } };
      if (call.url.endsWith('/api/localization/jobs/job-1/cancel')) {
        return {
          status: 200,
          body: {
            success: true,
            job: localizationJob('canceled', { progress_percent: 46 }),
            refunded_credits: 7,
          },
        };
      }
      if (call.url.endsWith('/api/localization/jobs/job-1')) {
        return {
          status: 200,
          body: {
            success: true,
            job: localizationJob('processing', { progress_percent: 46, seconds_left: 130 }),
          },
        };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    const { actor, creditsSpent, view } = wizardWith(server);
    actor.send({ type: 'file.choose', file: lecture });
    actor.send({ type: 'transcription.start' });
    await flush();
    actor.send({ type: 'localize.start' });
    await flush();
    await vi.advanceTimersByTimeAsync(3000);
    await flush();
    expect(view().overlay).toMatchObject({ percent: 46, timeLeft: 'About 2 minutes left', canCancel: true });

    actor.send({ type: 'job.cancel' });
    await flush();
    expect(server.calls.at(-1)).toMatchObject({
      url: 'http://studio.test/api/localization/jobs/job-1/cancel',
      method: 'POST',
    });
    expect(view()).toMatchObject({
      step: 'edit',
      overlay: null,
      transcription: 'Hello everyone.',
      notice: 'Canceled — your credits for the unfinished part are back.',
    });
    // At creation and after the cancel.
    expect(creditsSpent).toHaveBeenCalledTimes(2);
  });
});

describe('a job check', () => {
  it('has no result before completion, and a failure keeps its message', () => {
    expect(localizeJobCheck(localizationJob('pending'))).toEqual({
      status: 'pending',
      progress: null,
      errorMessage: null,
      result: null,
      percent: null,
      secondsLeft: null,
    });
    expect(localizeJobCheck(localizationJob('failed', { error_message: 'No speech found.' }))).toMatchObject({
      status: 'failed',
      errorMessage: 'No speech found.',
      result: null,
    });
  });
});
