// The voice calls end to end on a real server (PGlite, pg-boss, ffmpeg, espeak-ng): a pro clone through its job
// to a ready voice with measured reference clips, clip audio with Range and a query token, categorization rules,
// quick clones, full training, emotion samples, plan gating and the clone count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { mediaFiles, voiceModels } from '../db/schema';
import {
  getWithToken,
  messageOf,
  postJson,
  registerAccount,
  startTestServer,
  TEST_JWT_SECRET,
  type TestServer,
} from '../test-support/test-server';
import { mediaLinkRefusedMessage } from '../auth/authenticate';
import { MEDIA_LINK_LIFETIME_SECONDS, MediaLinks } from '../auth/media-links';
import { fixture } from '../test-support/audio-fixtures';
import { recordPassedConsent } from '../test-support/consent-client';
import { storedFiles, upload, waitForVoiceJob } from '../test-support/voice-test-client';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let proModelId: string;
let proJobId: string;
let proClipIds: string[];

beforeAll(async () => {
  server = await startTestServer({ jobs: { pollingIntervalSeconds: 1 } });
  owner = await registerAccount(server.app, { plan: 'Pro', voiceClones: 10 });
  const created = await upload(
    server.app,
    '/api/voice/pro-clone',
    owner.token,
    {
      name: 'Pro Clone',
      referenceLanguage: 'en',
      consentId: (await recordPassedConsent(server.app, owner.token)).id,
    },
    [{ field: 'audio', path: await fixture('speech-150s.mp3'), filename: 'my reference.mp3' }],
  );
  expect(created.statusCode, created.body).toBe(201);
  const body = created.json();
  proModelId = body.model.id;
  proJobId = body.job_id;
  const { job, seen } = await waitForVoiceJob(server.app, owner.token, body.job_id);
  expect(job.status, job.error_message ?? '').toBe('completed');
  expect(seen[seen.length - 1]).toBe('completed');
  const clips = (
    await getWithToken(server.app, `/api/voice/reference-clips/${proModelId}`, owner.token)
  ).json();
  proClipIds = clips.clips.map((clip: { clip_id: string }) => clip.clip_id);
}, 120_000);
afterAll(() => server.close());

async function profile(token: string) {
  return (await getWithToken(server.app, '/api/user/profile', token)).json();
}

describe('pro clone', () => {
  it('creates a queued pro model and job that end ready, with its status texts', async () => {
    const models = (await getWithToken(server.app, '/api/voice/models', owner.token)).json().models;
    expect(models).toContainEqual(
      expect.objectContaining({
        id: proModelId,
        model_name: 'Pro Clone',
        status: 'ready',
        clone_type: 'pro',
        reference_language: 'en',
        categorization_completed: false,
      }),
    );
    const jobs = (await getWithToken(server.app, '/api/voice/jobs', owner.token)).json().jobs;
    expect(jobs).toContainEqual(
      expect.objectContaining({
        model_id: proModelId,
        status: 'completed',
        progress: 'Training completed!',
        error_message: null,
      }),
    );
    expect((await profile(owner.token)).voice_clones_used).toBe(1);
  });

  it('cuts the reference into at least 4 clips of 3–12 s with measured statistics', async () => {
    const { clips } = (
      await getWithToken(server.app, `/api/voice/reference-clips/${proModelId}`, owner.token)
    ).json();
    expect(clips.length).toBeGreaterThanOrEqual(4);
    for (const clip of clips) {
      expect(clip.duration).toBeGreaterThanOrEqual(3);
      expect(clip.duration).toBeLessThanOrEqual(12);
      expect(clip.speaking_rate).toBeGreaterThan(1);
      expect(clip.pitch_median).toBeGreaterThan(60);
      expect(clip.pitch_variation).toBeGreaterThanOrEqual(0);
    }
    const rates = clips.map((clip: { speaking_rate: number }) => clip.speaking_rate);
    expect(Math.max(...rates)).toBeGreaterThan(Math.min(...rates) * 1.3);
  });

  it('stores the upload under an id (not the client’s name), the reference and the clips, with rows for all', async () => {
    const files = storedFiles(server.config.dataDir).filter((path) => path.includes(owner.userId));
    expect(files.some((path) => path.includes('/uploads/') && path.endsWith('.mp3'))).toBe(true);
    expect(files.some((path) => path.includes('/references/') && path.endsWith('.wav'))).toBe(true);
    expect(files.filter((path) => path.includes('/clips/'))).toHaveLength(proClipIds.length);
    expect(files.some((path) => path.includes('my reference'))).toBe(false);
    expect(storedFiles(server.config.dataDir).filter((path) => path.startsWith('tmp'))).toEqual([]);
  });
});

describe('reference clip audio', () => {
  const audioPath = (clipId: string) => `/api/tts/reference-clips/${clipId}/audio?model_name=Pro%20Clone`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  let links: string[];

  beforeAll(async () => {
    const listed = await getWithToken(server.app, `/api/voice/reference-clips/${proModelId}`, owner.token);
    links = (listed.json().clips as { audio_url: string }[]).map((clip) => clip.audio_url);
  });

  it('streams the clip as WAV from the media link the clip list hands out, and a byte range as 206', async () => {
    expect(links).toHaveLength(proClipIds.length);
    expect(links[0]).toMatch(
      new RegExp(`^/api/tts/reference-clips/${proClipIds[0]}/audio\\?model_name=Pro\\+Clone&token=`),
    );
    const whole = await get(links[0]!);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const part = await get(links[0]!, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    const beyond = await get(links[0]!, { range: `bytes=${whole.rawPayload.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it("plays its own clip only: the link's token on another clip's path is 401", async () => {
    const token = new URL(links[0]!, 'http://x').searchParams.get('token')!;
    const elsewhere = await get(`${audioPath(proClipIds[1]!)}&token=${token}`);
    expect(elsewhere.statusCode).toBe(401);
    expect(messageOf(elsewhere)).toBe(mediaLinkRefusedMessage);
    expect((await get(links[1]!)).statusCode).toBe(200);
  });

  it('stops working after its lifetime; one made just before still plays', async () => {
    const user = { id: owner.userId, tokenVersion: 0 };
    const madeAt = (secondsAgo: number) =>
      new MediaLinks(TEST_JWT_SECRET, { now: () => Date.now() - secondsAgo * 1000 }).link(
        user,
        audioPath(proClipIds[0]!),
      );
    expect((await get(await madeAt(MEDIA_LINK_LIFETIME_SECONDS - 60))).statusCode).toBe(200);
    const expired = await get(await madeAt(MEDIA_LINK_LIFETIME_SECONDS + 1));
    expect(expired.statusCode).toBe(401);
    expect(messageOf(expired)).toBe(mediaLinkRefusedMessage);
  });

  it('refuses the session token in the query, and a media link as a bearer token', async () => {
    expect((await get(`${audioPath(proClipIds[0]!)}&token=${owner.token}`)).statusCode).toBe(401);
    const token = new URL(links[0]!, 'http://x').searchParams.get('token')!;
    expect((await get(`/api/voice/models`, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await get(audioPath(proClipIds[0]!), { authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('takes the bearer header too, and refuses a missing or bad token with 401', async () => {
    expect((await getWithToken(server.app, audioPath(proClipIds[0]!), owner.token)).statusCode).toBe(200);
    expect((await get(audioPath(proClipIds[0]!))).statusCode).toBe(401);
    expect((await get(`${audioPath(proClipIds[0]!)}&token=not-a-token`)).statusCode).toBe(401);
  });
});

describe('categorization', () => {
  const styles = ['fastest', 'slowest', 'most_expressive', 'most_neutral', 'most_happy'] as const;
  const fullMap = () => Object.fromEntries(styles.map((style, index) => [style, proClipIds[index]!]));

  it('refuses a map without all five styles, or with a clip of another voice, with 400', async () => {
    const partial = { ...fullMap() } as Record<string, string>;
    delete partial.most_happy;
    const missing = await postJson(
      server.app,
      `/api/voice/save-categorization/${proModelId}`,
      { categorizedClips: partial },
      owner.token,
    );
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe('Please choose a clip for each of the five styles.');
    const foreign = await postJson(
      server.app,
      `/api/voice/save-categorization/${proModelId}`,
      { categorizedClips: { ...fullMap(), fastest: '00000000-0000-4000-8000-000000000000' } },
      owner.token,
    );
    expect(foreign.statusCode).toBe(400);
    expect(messageOf(foreign)).toBe('Please choose reference clips of this voice.');
  });

  it('saves the five styles, marks the voice set up and answers the map back', async () => {
    const saved = await postJson(
      server.app,
      `/api/voice/save-categorization/${proModelId}`,
      { categorizedClips: fullMap() },
      owner.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().model).toMatchObject({
      id: proModelId,
      categorization_completed: true,
      status: 'ready',
    });
    const map = (
      await getWithToken(server.app, `/api/voice/categorized-clips/${proModelId}`, owner.token)
    ).json();
    expect(map).toEqual({ categorizedClips: fullMap() });
  });
});

describe('quick clone, failures and the clone count', () => {
  it('makes a quick voice from a 10 s sample; with fewer than 4 clips only /complete finishes it', async () => {
    const created = await upload(
      server.app,
      '/api/voice/quick-clone',
      owner.token,
      { name: 'Quick', type: 'quick_clone' },
      [{ field: 'audio', path: await fixture('speech-10s.wav') }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { model, job_id } = created.json();
    expect(model).toMatchObject({ clone_type: 'quick', reference_language: null, status: 'queued' });
    const { job } = await waitForVoiceJob(server.app, owner.token, job_id);
    expect(job.status).toBe('completed');
    const { clips } = (
      await getWithToken(server.app, `/api/voice/reference-clips/${model.id}`, owner.token)
    ).json();
    expect(clips.length).toBeGreaterThanOrEqual(1);
    expect(clips.length).toBeLessThan(4);
    const map = Object.fromEntries(
      ['fastest', 'slowest', 'most_expressive', 'most_neutral', 'most_happy'].map((style) => [
        style,
        clips[0].clip_id,
      ]),
    );
    const save = await postJson(
      server.app,
      `/api/voice/save-categorization/${model.id}`,
      { categorizedClips: map },
      owner.token,
    );
    expect(save.statusCode).toBe(400);
    expect(messageOf(save)).toMatch(/fewer than 4 reference clips/);
    const complete = await postJson(server.app, `/api/voice/models/${model.id}/complete`, {}, owner.token);
    expect(complete.statusCode).toBe(200);
    expect(complete.json().model).toMatchObject({ categorization_completed: true });
  });

  it('fails a job whose audio holds no speech with an error message, and gives the clone back', async () => {
    const before = (await profile(owner.token)).voice_clones_used;
    const created = await upload(
      server.app,
      '/api/voice/quick-clone',
      owner.token,
      { name: 'Silent', type: 'quick_clone' },
      [{ field: 'audio', path: await fixture('silence-10s.wav') }],
    );
    expect(created.statusCode).toBe(201);
    expect((await profile(owner.token)).voice_clones_used).toBe(before + 1);
    const { job } = await waitForVoiceJob(server.app, owner.token, created.json().job_id);
    expect(job).toMatchObject({
      status: 'failed',
      error_message: 'No speech was found in the audio. Please try a different file.',
    });
    const model = (await getWithToken(server.app, '/api/voice/models', owner.token))
      .json()
      .models.find((candidate: { id: string }) => candidate.id === job.model_id);
    expect(model.status).toBe('failed');
    expect((await profile(owner.token)).voice_clones_used).toBe(before);
    const finish = await postJson(server.app, `/api/voice/models/${job.model_id}/complete`, {}, owner.token);
    expect(finish.statusCode).toBe(409);
  });

  it('refuses a new voice with 403 once the plan’s clones are used, taking none', async () => {
    const starter = await registerAccount(server.app, { plan: 'Starter', voiceClones: 1 });
    const first = await upload(
      server.app,
      '/api/voice/quick-clone',
      starter.token,
      { name: 'One', type: 'quick_clone' },
      [{ field: 'audio', path: await fixture('speech-10s.wav') }],
    );
    expect(first.statusCode).toBe(201);
    const second = await upload(
      server.app,
      '/api/voice/quick-clone',
      starter.token,
      { name: 'Two', type: 'quick_clone' },
      [{ field: 'audio', path: await fixture('speech-10s.wav') }],
    );
    expect(second.statusCode).toBe(403);
    expect(messageOf(second)).toBe(
      'You have used all 1 voice clone included in your plan. Please upgrade your plan on the Account page to create another voice.',
    );
    expect((await profile(starter.token)).voice_clones_used).toBe(1);
    await waitForVoiceJob(server.app, starter.token, first.json().job_id);
  });

  it('refuses full training on the Free plan with 403 before reading the upload', async () => {
    const free = await registerAccount(server.app, { plan: 'Free', voiceClones: 3 });
    const refused = await upload(server.app, '/api/voice/upload-audio?model_name=Mine', free.token, {}, [
      { field: 'audio', path: await fixture('speech-10s.wav') },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(
      'Full Voice Training is a premium feature. Please upgrade your plan on the Account page to use it.',
    );
    expect((await profile(free.token)).voice_clones_used).toBe(0);
  });
});

describe('full training and emotion samples', () => {
  it('starts full training from 31 minutes of audio and ends with a ready finetuned voice', async () => {
    const created = await upload(
      server.app,
      '/api/voice/upload-audio?model_name=Long%20Voice',
      owner.token,
      {},
      [{ field: 'audio', path: await fixture('training-31min.wav'), filename: 'Recording-1.wav' }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { job } = await waitForVoiceJob(server.app, owner.token, created.json().job_id);
    expect(job).toMatchObject({ status: 'completed', model_name: 'Long Voice' });
    const model = (await getWithToken(server.app, '/api/voice/models', owner.token))
      .json()
      .models.find((candidate: { id: string }) => candidate.id === job.model_id);
    expect(model).toMatchObject({ clone_type: 'finetuned', status: 'ready' });
    // 31 minutes were uploaded; the analysed (normalised) reference is the first 180 s.
    const [reference] = await server.app.database.db
      .select({ seconds: mediaFiles.durationSeconds })
      .from(voiceModels)
      .innerJoin(mediaFiles, eq(mediaFiles.id, voiceModels.referenceFileId))
      .where(eq(voiceModels.id, job.model_id));
    expect(reference!.seconds).toBeGreaterThan(179);
    expect(reference!.seconds).toBeLessThanOrEqual(180.1);
  });

  it('stores an emotion sample with the server’s own duration and adds it to the total', async () => {
    const user = await registerAccount(server.app);
    const sent = await upload(
      server.app,
      '/api/voice/samples/upload',
      user.token,
      { sample_type: 'happy', voice_model_id: '', duration: '99' },
      [{ field: 'audio', path: await fixture('speech-10s.wav'), filename: 'happy.webm' }],
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      success: true,
      sample: { original_filename: 'happy.webm', sample_type: 'happy' },
    });
    expect(sent.json().sample.duration).toBeCloseTo(10, 0);
    const total = (await getWithToken(server.app, '/api/voice/samples/duration', user.token)).json();
    expect(total.total_duration).toBeCloseTo(10, 0);
  });

  it('lists no files under media without a database row', async () => {
    const [media] = await server.app.database.db.select({ rows: count() }).from(mediaFiles);
    expect(storedFiles(server.config.dataDir).filter((path) => path.startsWith('media'))).toHaveLength(
      media!.rows,
    );
  });
});

describe('ownership: user B gets 404 for everything of user A', () => {
  let other: Awaited<ReturnType<typeof registerAccount>>;
  const styles = ['fastest', 'slowest', 'most_expressive', 'most_neutral', 'most_happy'];
  beforeAll(async () => {
    other = await registerAccount(server.app, { plan: 'Pro', voiceClones: 3 });
    const sample = await upload(
      server.app,
      '/api/voice/samples/upload',
      owner.token,
      { sample_type: 'fast', voice_model_id: proModelId },
      [{ field: 'audio', path: await fixture('speech-10s.wav') }],
    );
    expect(sample.statusCode).toBe(201);
  });

  it('GET /api/voice/jobs/{id}', async () => {
    expect((await getWithToken(server.app, `/api/voice/jobs/${proJobId}`, owner.token)).statusCode).toBe(200);
    const response = await getWithToken(server.app, `/api/voice/jobs/${proJobId}`, other.token);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Voice job not found.');
  });

  it('GET /api/voice/reference-clips/{modelId}', async () => {
    const response = await getWithToken(server.app, `/api/voice/reference-clips/${proModelId}`, other.token);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Voice model not found.');
  });

  it('GET /api/tts/reference-clips/{clipId}/audio (bearer header and media link)', async () => {
    const url = `/api/tts/reference-clips/${proClipIds[0]}/audio?model_name=Pro%20Clone`;
    expect((await getWithToken(server.app, url, other.token)).statusCode).toBe(404);
    const otherUser = { id: other.userId, tokenVersion: 0 };
    const othersLink = await server.app.services.mediaLinks.link(otherUser, url);
    expect((await server.app.inject({ method: 'GET', url: othersLink })).statusCode).toBe(404);
  });

  it('GET /api/voice/categorized-clips/{modelId}', async () => {
    expect(
      (await getWithToken(server.app, `/api/voice/categorized-clips/${proModelId}`, other.token)).statusCode,
    ).toBe(404);
  });

  it('POST /api/voice/save-categorization/{id}, leaving A’s voice untouched', async () => {
    const before = (
      await getWithToken(server.app, `/api/voice/categorized-clips/${proModelId}`, owner.token)
    ).json();
    const map = Object.fromEntries(
      styles.map((style, index) => [style, proClipIds[(index + 1) % proClipIds.length]!]),
    );
    const response = await postJson(
      server.app,
      `/api/voice/save-categorization/${proModelId}`,
      { categorizedClips: map },
      other.token,
    );
    expect(response.statusCode).toBe(404);
    expect(
      (await getWithToken(server.app, `/api/voice/categorized-clips/${proModelId}`, owner.token)).json(),
    ).toEqual(before);
  });

  it('POST /api/voice/models/{id}/complete', async () => {
    expect(
      (await postJson(server.app, `/api/voice/models/${proModelId}/complete`, {}, other.token)).statusCode,
    ).toBe(404);
  });

  it('POST /api/voice/samples/upload naming A’s model', async () => {
    const response = await upload(
      server.app,
      '/api/voice/samples/upload',
      other.token,
      { sample_type: 'fast', voice_model_id: proModelId },
      [{ field: 'audio', path: await fixture('speech-10s.wav') }],
    );
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Voice model not found.');
  });

  it('GET /api/voice/models, /api/voice/jobs and /api/voice/samples/duration show none of A’s', async () => {
    expect((await getWithToken(server.app, '/api/voice/models', other.token)).json()).toEqual({ models: [] });
    expect((await getWithToken(server.app, '/api/voice/jobs', other.token)).json()).toEqual({ jobs: [] });
    expect((await getWithToken(server.app, '/api/voice/samples/duration', other.token)).json()).toEqual({
      total_duration: 0,
    });
    expect(
      (await getWithToken(server.app, '/api/voice/samples/duration', owner.token)).json().total_duration,
    ).toBeGreaterThan(9);
  });

  it('answers 404 (never 500) for ids that are not ours at all', async () => {
    for (const url of [
      '/api/voice/jobs/abc',
      '/api/voice/reference-clips/1',
      '/api/voice/categorized-clips/x',
      '/api/tts/reference-clips/zz/audio?model_name=a',
    ]) {
      expect((await getWithToken(server.app, url, other.token)).statusCode).toBe(404);
    }
  });
});
