// The studio's voice wiring in Node with a fake server: the actors call the api-client's voice
// methods with the right multipart fields, map the answers for the machines, report upload
// progress, and turn a missing token or a 401 into the spec's texts (part 2 §4, §8).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { createApiClient, referenceLanguages } from '@twin/api-client';
import type { ConsentCaptureCommand, ConsentCaptureInput } from '@twin/machines/create-voice/consent';
import type { PlayAudioInput } from '@twin/machines/create-voice/playback';
import type { CaptureCommand, CaptureInput } from '@twin/machines/create-voice/recorder';
import type { ProbeAudioInput } from '@twin/machines/shared';
import { shippedFlagCountries } from '@twin/ui/components';
import { pickRecordingMimeType, recordingExtension } from '../../lib/capture-audio';
import { showAllVoiceModes } from './show-all-voice-modes';
import { createVoiceMachines, sampleFileName } from './voice-machines';
import { loadVoiceModels, voicePageMessages } from './voice-page-data';
import { fakeServer } from '../../lib/testing/fake-server';

const model = {
  id: 'model-1',
  model_name: 'Ada Pro',
  status: 'queued',
  clone_type: 'pro',
  reference_language: 'en',
  categorization_completed: false,
  created_at: '2025-01-01T00:00:00.000Z',
};

function machinesWith(server: ReturnType<typeof fakeServer>, token: string | null = 'token-1') {
  const progress: number[] = [];
  const api = createApiClient({ baseUrl: '', getToken: () => token, fetch: server.fetch });
  const machines = createVoiceMachines({
    api,
    uploadingApi: (report) => {
      return createApiClient({
        baseUrl: '',
        getToken: () => token,
        fetch: async (url, init) => {
          report(50);
          progress.push(50);
          return server.fetch(url, init);
        },
      });
    },
    readToken: () => token,
    captureAudio: fromCallback<CaptureCommand, CaptureInput>(() => {}),
    captureConsent: fromCallback<ConsentCaptureCommand, ConsentCaptureInput>(() => {}),
    playAudio: fromCallback<EventObject, PlayAudioInput>(() => {}),
    probeAudioDuration: fromPromise<number, ProbeAudioInput>(async () => 150),
  });
  return { machines, progress };
}

describe('the reference languages', () => {
  it('each have a flag shipped with the app', () => {
    const shipped = shippedFlagCountries();
    expect(referenceLanguages).toHaveLength(25);
    expect(referenceLanguages.filter((language) => !shipped.includes(language.flagCountry))).toEqual([]);
  });
});

describe('pro clone', () => {
  it('posts name, referenceLanguage, the consent and the take, reports progress and follows the job', async () => {
    const server = fakeServer(() => ({ status: 201, body: { success: true, model, job_id: 'job-1' } }));
    const { machines, progress } = machinesWith(server);
    const actor = createActor(machines.proClone, {
      input: { referenceLanguage: 'en', consentId: 'consent-1' },
    }).start();
    const audio = new Blob(['take'], { type: 'audio/webm;codecs=opus' });
    actor.send({ type: 'recording.use', recording: { audio, mimeType: audio.type, durationSeconds: 150 } });
    actor.send({ type: 'name.change', name: '  Ada Pro ' });
    actor.send({ type: 'clone.submit' });
    const saved = await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(saved.context.saved).toEqual({ modelId: 'model-1', jobId: 'job-1' });
    expect(progress).toEqual([50]);
    const [call] = server.calls;
    expect(call?.url).toBe('/api/voice/pro-clone');
    expect(call?.authorization).toBe('Bearer token-1');
    const form = call?.body as FormData;
    expect(form.get('name')).toBe('Ada Pro');
    expect(form.get('referenceLanguage')).toBe('en');
    expect(form.get('consentId')).toBe('consent-1');
    expect((form.get('audio') as File).name).toBe('Pro Clone.webm');
  });

  it("shows the server's refusal", async () => {
    const server = fakeServer(() => ({ status: 415, body: { message: 'Please select an audio file.' } }));
    const { machines } = machinesWith(server);
    const actor = createActor(machines.proClone, {
      input: { referenceLanguage: 'fr', consentId: 'consent-1' },
    }).start();
    actor.send({ type: 'tab.select', tab: 'upload' });
    actor.send({ type: 'file.choose', file: new File(['x'], 'talk.mp3', { type: 'audio/mpeg' }) });
    await waitFor(actor, (snapshot) => snapshot.context.upload !== null);
    actor.send({ type: 'clone.submit' });
    const refused = await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(refused.context.error).toBe('Please select an audio file.');
    expect((server.calls[0]?.body as FormData).get('audio')).toBeInstanceOf(File);
  });
});

describe('voice job', () => {
  it("stops with 'Authentication expired. …' when no token is stored, without calling", async () => {
    const server = fakeServer(() => ({ status: 200, body: {} }));
    const { machines } = machinesWith(server, null);
    const actor = createActor(machines.voiceJob, { input: { jobId: 'job-1' } }).start();
    const stopped = await waitFor(actor, (snapshot) => snapshot.matches('sessionExpired'));
    expect(stopped.context.error).toBe('Authentication expired. Please refresh the page.');
    expect(server.calls).toEqual([]);
  });

  it("stops with 'Session expired. …' on a 401", async () => {
    const server = fakeServer(() => ({ status: 401, body: { message: 'Invalid or expired token.' } }));
    const { machines } = machinesWith(server);
    const actor = createActor(machines.voiceJob, { input: { jobId: 'job-1' } }).start();
    const stopped = await waitFor(actor, (snapshot) => snapshot.matches('sessionExpired'));
    expect(stopped.context.error).toBe('Session expired. Please refresh the page.');
    expect(server.calls[0]?.url).toBe('/api/voice/jobs/job-1');
  });

  it('reads the job and announces its completion', async () => {
    const server = fakeServer(() => ({
      status: 200,
      body: {
        id: 'job-1',
        status: 'completed',
        model_id: 'model-1',
        model_name: 'Ada Pro',
        error_message: null,
        created_at: model.created_at,
      },
    }));
    const { machines } = machinesWith(server);
    const completed = vi.fn();
    const actor = createActor(machines.voiceJob, { input: { jobId: 'job-1' } });
    actor.on('voiceJob.completed', completed);
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches('completed'));
    expect(completed).toHaveBeenCalledWith({
      type: 'voiceJob.completed',
      jobId: 'job-1',
      modelId: 'model-1',
      modelName: 'Ada Pro',
    });
  });
});

describe('categorization', () => {
  it('loads the clips and saves the five choices', async () => {
    const clips = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, index) => ({
      clip_id: id,
      duration: 5,
      speaking_rate: 2 + index,
      pitch_mean: 150 + index,
      pitch_variation: 10 + index,
      energy: -20,
      transcript: null,
    }));
    const server = fakeServer((call) =>
      call.method === 'GET'
        ? { status: 200, body: { clips } }
        : {
            status: 200,
            body: { success: true, model: { ...model, status: 'ready', categorization_completed: true } },
          },
    );
    const { machines } = machinesWith(server);
    const actor = createActor(machines.categorization, {
      input: { modelId: 'model-1', modelName: 'Ada Pro' },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    for (let step = 0; step < 5; step += 1) {
      const offered = actor.getSnapshot().context.offeredClipIds[0];
      actor.send({ type: 'clip.choose', clipId: offered ?? '' });
      actor.send({ type: step === 4 ? 'categorization.finish' : 'step.next' });
    }
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('configured');
    const save = server.calls.find((call) => call.method === 'POST');
    expect(save?.url).toBe('/api/voice/save-categorization/model-1');
    expect(Object.keys((save?.body as { categorizedClips: object }).categorizedClips).sort()).toEqual([
      'fastest',
      'most_expressive',
      'most_happy',
      'most_neutral',
      'slowest',
    ]);
  });
});

describe('the voice models', () => {
  const api = (status: number, body: unknown) =>
    createApiClient({ baseUrl: '', getToken: () => 't', fetch: fakeServer(() => ({ status, body })).fetch });

  it('asks to log in without a token', async () => {
    expect(await loadVoiceModels(api(200, { models: [] }), null)).toEqual({
      models: null,
      error: voicePageMessages.loginToViewModels,
    });
  });

  it('says the session expired on a 401, else prefers the server message, else the fallback', async () => {
    expect((await loadVoiceModels(api(401, { message: 'x' }), 't')).error).toBe(
      'Session expired. Please refresh the page.',
    );
    expect((await loadVoiceModels(api(503, { message: 'Database unavailable.' }), 't')).error).toBe(
      'Database unavailable.',
    );
    expect((await loadVoiceModels(api(500, {}), 't')).error).toBe('Failed to load existing voice models.');
  });
});

describe('helpers', () => {
  it('names recorded samples by their container and keeps chosen files’ names', () => {
    expect(
      sampleFileName({
        source: 'recording',
        audio: new Blob([], { type: 'audio/mp4' }),
        name: 'Pro Clone',
        durationSeconds: 1,
      }),
    ).toBe('Pro Clone.m4a');
    expect(
      sampleFileName({ source: 'upload', audio: new Blob([]), name: 'me.wav', durationSeconds: 1 }),
    ).toBe('me.wav');
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(pickRecordingMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingMimeType(() => false)).toBeNull();
  });

  it('reveals the hidden modes by build setting or by localStorage', () => {
    expect(showAllVoiceModes(undefined, () => null)).toBe(false);
    expect(showAllVoiceModes('1', () => null)).toBe(true);
    expect(showAllVoiceModes(undefined, () => '1')).toBe(true);
    expect(showAllVoiceModes('0', () => '0')).toBe(false);
  });
});
