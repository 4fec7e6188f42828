// The speech page's project and takes on the account (issue 26) against a real server (PGlite, espeak-ng,
// ffmpeg): a project saved from one session is read from another, an older version is refused (409) with the
// saved project, ids that are not the caller's are left out; takes are listed newest first with a playable link,
// and deleting one removes its file from DATA_DIR and lowers the storage figure while the credits history keeps its
// cost. Another user gets 404 for a take and never sees another's project.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  PROJECT_MAX_BYTES,
  speechProjectMessages,
  type SpeechProjectData,
  type SpeechProjectResponse,
  type SpeechTakesResponse,
} from '@twin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsHistoryOf } from '../test-support/credits-history';
import { deleteWithToken, storageFigureOf, storedPathsOf } from '../test-support/owned-storage';
import { createVoice, speechRequest, type TestVoice } from '../test-support/speech-client';
import {
  getWithToken,
  messageOf,
  postJson,
  putJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let voice: TestVoice;
let strangerVoice: TestVoice;

beforeAll(async () => {
  server = await startTestServer({ jobs: { pollingIntervalSeconds: 1 } });
  owner = await registerAccount(server.app, { plan: 'Pro', planTokens: 3600, voiceClones: 10 });
  stranger = await registerAccount(server.app, { plan: 'Pro', planTokens: 3600, voiceClones: 10 });
  [voice, strangerVoice] = await Promise.all([
    createVoice(server.app, owner.token, 'quick'),
    createVoice(server.app, stranger.token, 'quick'),
  ]);
}, 240_000);
afterAll(() => server.close());

interface Clip {
  id: string;
  url: string;
  duration: number;
}

async function generate(token: string, speaker: TestVoice, text: string): Promise<Clip> {
  const response = await postJson(server.app, '/api/tts/generate', speechRequest(speaker, text), token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { clip: Clip }).clip;
}

function project(clips: Clip[], overrides: Partial<SpeechProjectData['settings']> = {}): SpeechProjectData {
  return {
    settings: {
      text: 'My script for today.',
      selectedVoiceId: voice.id,
      language: 'en',
      sliders: { exaggeration: 0.7, temperature: 0.8, cfg_weight: 0.5, seed: 42, resemblance: 1.8 },
      styleChoice: 'neutral',
      referenceClipId: voice.clipIds[0] ?? null,
      categorizedClips: {},
      ...overrides,
    },
    timelineClips: clips.map((clip, index) => ({
      id: randomUUID(),
      type: 'tts' as const,
      url: clip.url,
      name: `take ${index + 1}`,
      duration: clip.duration,
      startTime: index * 3,
      originalStartOffset: 0,
      originalDuration: clip.duration,
    })),
    selectedVideoId: null,
  };
}

const readProject = async (token: string) =>
  (await getWithToken(server.app, '/api/speech/project', token)).json() as SpeechProjectResponse;
const takesOf = async (token: string) =>
  ((await getWithToken(server.app, '/api/speech/takes', token)).json() as SpeechTakesResponse).takes;

describe('the project on the account', () => {
  it('is empty at first, saved over its version, and read back from another session', async () => {
    expect(await readProject(owner.token)).toEqual({ version: 0, data: null, updated_at: null });
    const clips = [
      await generate(owner.token, voice, 'First take.'),
      await generate(owner.token, voice, 'Second.'),
    ];
    const first = await putJson(
      server.app,
      '/api/speech/project',
      { version: 0, data: project(clips) },
      owner.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 1 });
    const edited = project(clips, { text: 'Edited script.' });
    const second = await putJson(
      server.app,
      '/api/speech/project',
      { version: 1, data: edited },
      owner.token,
    );
    expect(second.json()).toMatchObject({ version: 2 });

    // Another session of the same user (a fresh sign-in) reads the same project.
    const login = await postJson(server.app, '/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    const elsewhere = await readProject((login.json() as { token: string }).token);
    expect(elsewhere.version).toBe(2);
    expect(elsewhere.data).toEqual(edited);
  });

  it('refuses a save over an older version with the saved project, and keeps the newer one', async () => {
    const { version, data } = await readProject(owner.token);
    const stale = await putJson(
      server.app,
      '/api/speech/project',
      { version: version - 1, data: { ...data!, settings: { ...data!.settings, text: 'Stale tab.' } } },
      owner.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(messageOf(stale)).toBe(speechProjectMessages.conflict);
    expect((stale.json() as { project: SpeechProjectResponse }).project).toMatchObject({ version, data });
    // A first save from a tab that read no project yet is refused the same way.
    const fresh = await putJson(server.app, '/api/speech/project', { version: 0, data: data! }, owner.token);
    expect(fresh.statusCode).toBe(409);
    expect((await readProject(owner.token)).data!.settings.text).toBe('Edited script.');
  });

  it("leaves out what is not the caller's: another user's clips and voice", async () => {
    const foreign = await generate(stranger.token, strangerVoice, 'Not yours.');
    const own = await generate(stranger.token, strangerVoice, 'Yours.');
    const ownerClip = (await takesOf(owner.token))[0]!.clip;
    const data = project([own, foreign, ownerClip], { selectedVoiceId: voice.id });
    const saved = await putJson(server.app, '/api/speech/project', { version: 0, data }, stranger.token);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await readProject(stranger.token);
    expect(read.data!.timelineClips.map((clip) => clip.url)).toEqual([own.url, foreign.url]);
    expect(read.data!.settings.selectedVoiceId).toBeNull();
    // Each user reads only their own project.
    expect((await readProject(owner.token)).data!.settings.text).toBe('Edited script.');
  });

  it('refuses a project that is not one, or is too large', async () => {
    const bad = await putJson(
      server.app,
      '/api/speech/project',
      { version: 0, data: { script: 1 } },
      owner.token,
    );
    expect(bad.statusCode).toBe(400);
    const long = { id: randomUUID(), url: `/api/audio/${randomUUID()}?${'x'.repeat(1000)}`, duration: 1 };
    const huge = project(Array.from({ length: 500 }, () => long));
    expect(JSON.stringify(huge).length).toBeGreaterThan(PROJECT_MAX_BYTES);
    const tooLarge = await putJson(
      server.app,
      '/api/speech/project',
      { version: 2, data: huge },
      owner.token,
    );
    expect(tooLarge.statusCode).toBe(413);
    expect((await readProject(owner.token)).version).toBe(2);
    expect((await getWithToken(server.app, '/api/speech/project')).statusCode).toBe(401);
  });
});

describe('takes', () => {
  it('lists every generation newest first, with its text, voice, settings, length, date and audio', async () => {
    const takes = await takesOf(owner.token);
    expect(takes.map((take) => take.text)).toEqual(['Second.', 'First take.']);
    const [newest] = takes;
    expect(newest).toMatchObject({
      voice_id: voice.id,
      voice_name: 'Quick',
      language: 'en',
      settings: { exaggeration: 0.5, temperature: 0.8, cfg_weight: 0.5 },
    });
    expect(newest!.duration_seconds).toBeGreaterThan(0);
    expect(Date.parse(newest!.created_at)).toBeGreaterThan(Date.parse(takes[1]!.created_at) - 1);
    const audio = await server.app.inject({ method: 'GET', url: newest!.audio_url });
    expect(audio.statusCode).toBe(200);
  });

  it('deletes a take: its file leaves DATA_DIR, the storage figure drops, the history keeps the cost', async () => {
    const take = await generate(owner.token, voice, 'A take to delete.');
    const [path] = await storedPathsOf(server.app, [take.id]);
    expect(existsSync(join(server.config.dataDir, path!))).toBe(true);
    const before = await storageFigureOf(server.app, owner.token, 'speech');

    expect(
      (await deleteWithToken(server.app, `/api/speech/takes/${take.id}`, stranger.token)).statusCode,
    ).toBe(404);
    expect((await deleteWithToken(server.app, '/api/speech/takes/not-an-id', owner.token)).statusCode).toBe(
      404,
    );
    expect(existsSync(join(server.config.dataDir, path!))).toBe(true);

    const deleted = await deleteWithToken(server.app, `/api/speech/takes/${take.id}`, owner.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(existsSync(join(server.config.dataDir, path!))).toBe(false);
    const after = await storageFigureOf(server.app, owner.token, 'speech');
    expect(after.kind).toBeLessThan(before.kind);
    expect(after.total).toBeLessThan(before.total);
    expect((await takesOf(owner.token)).map((listed) => listed.id)).not.toContain(take.id);
    expect((await getWithToken(server.app, take.url, owner.token)).statusCode).toBe(404);
    expect((await deleteWithToken(server.app, `/api/speech/takes/${take.id}`, owner.token)).statusCode).toBe(
      404,
    );

    const entries = await creditsHistoryOf(server.app, owner.token);
    const entry = entries.find((candidate) => candidate.id === take.id);
    expect(entry?.cost).toBeGreaterThan(0);
  });

  it("never lists another user's takes", async () => {
    const ownerIds = new Set((await takesOf(owner.token)).map((take) => take.id));
    const strangers = await takesOf(stranger.token);
    expect(strangers.length).toBeGreaterThan(0);
    expect(strangers.some((take) => ownerIds.has(take.id))).toBe(false);
  });
});
