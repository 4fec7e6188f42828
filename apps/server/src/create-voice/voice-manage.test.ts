// Renaming and deleting a voice against a real server (PGlite, pg-boss, the embedded engines), issue 26: a rename
// shows in the list; a voice is deleted with its reference, clips and uploaded input (rows and files gone from
// DATA_DIR, fewer bytes stored), while its consent record stays, still used by that voice's id, and `consent:list`
// prints it; a voice still being made is refused with the reason. Another user gets 404 for every call, and a
// malformed id 404 as the other voice calls answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConsentListCommand } from './consent/consent.command';
import { recordPassedConsent } from '../test-support/consent-client';
import { consentRecordings, referenceClips, voiceModels } from '../db/schema';
import { deleteWithToken, storageFigureOf, storedPathsOf } from '../test-support/owned-storage';
import { storedFiles } from '../test-support/stored-files';
import {
  getWithToken,
  messageOf,
  putJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { fixture } from '../test-support/audio-fixtures';
import { upload, waitForVoiceJob } from '../test-support/voice-test-client';
import { voiceManageMessages } from './voice-manage.routes';
import { modelInputFiles } from './voice-model-files';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;

interface ListedModel {
  id: string;
  model_name: string;
  status: string;
}

async function modelsOf(token: string): Promise<ListedModel[]> {
  return ((await getWithToken(server.app, '/api/voice/models', token)).json() as { models: ListedModel[] })
    .models;
}

async function readyQuickVoice(name: string): Promise<string> {
  const created = await upload(
    server.app,
    '/api/voice/quick-clone',
    owner.token,
    { name, type: 'quick_clone' },
    [{ field: 'audio', path: await fixture('speech-10s.wav') }],
  );
  expect(created.statusCode, created.body).toBe(201);
  const { model, job_id } = created.json() as { model: { id: string }; job_id: string };
  expect((await waitForVoiceJob(server.app, owner.token, job_id)).job.status).toBe('completed');
  return model.id;
}

/** The stored paths of a model's reference, clips and uploaded inputs. */
async function filesOfVoice(modelId: string): Promise<string[]> {
  const { db } = server.app.services;
  const [model] = await db.select().from(voiceModels).where(eq(voiceModels.id, modelId));
  const clips = await db.select().from(referenceClips).where(eq(referenceClips.modelId, modelId));
  const inputs = await modelInputFiles(db, modelId);
  return storedPathsOf(server.app, [
    model!.referenceFileId,
    ...clips.map((clip) => clip.mediaFileId),
    ...inputs.map((file) => file.id),
  ]);
}

beforeAll(async () => {
  server = await startTestServer({ jobs: { pollingIntervalSeconds: 1 } });
  owner = await registerAccount(server.app, { plan: 'Pro', voiceClones: 10 });
  stranger = await registerAccount(server.app, { plan: 'Pro', voiceClones: 10 });
}, 120_000);
afterAll(() => server?.close());

describe('a voice', () => {
  let modelId: string;

  beforeAll(async () => {
    modelId = await readyQuickVoice('Morning voice');
  }, 120_000);

  it('is renamed: the list carries the new name', async () => {
    const renamed = await putJson(
      server.app,
      `/api/voice/models/${modelId}`,
      { name: ' Evening voice ' },
      owner.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ success: true, name: 'Evening voice' });
    expect((await modelsOf(owner.token)).find((model) => model.id === modelId)?.model_name).toBe(
      'Evening voice',
    );
  });

  it('refuses a name over 100 characters with the reason', async () => {
    const refused = await putJson(
      server.app,
      `/api/voice/models/${modelId}`,
      { name: 'x'.repeat(101) },
      owner.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('Names may be at most 100 characters long.');
  });

  it('is deleted for good: its reference, clips and upload gone from DATA_DIR, fewer bytes stored', async () => {
    const files = await filesOfVoice(modelId);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(storedFiles(server.config.dataDir)).toContain(file);
    const before = await storageFigureOf(server.app, owner.token, 'voices');
    expect(before.kind).toBeGreaterThan(0);
    const deleted = await deleteWithToken(server.app, `/api/voice/models/${modelId}`, owner.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = storedFiles(server.config.dataDir);
    for (const file of files) expect(left).not.toContain(file);
    const after = await storageFigureOf(server.app, owner.token, 'voices');
    expect(after.total).toBeLessThan(before.total);
    expect(after.kind).toBeLessThan(before.kind);
    expect((await modelsOf(owner.token)).map((model) => model.id)).not.toContain(modelId);
    const clips = await getWithToken(server.app, `/api/voice/reference-clips/${modelId}`, owner.token);
    expect(clips.statusCode).toBe(404);
    expect((await deleteWithToken(server.app, `/api/voice/models/${modelId}`, owner.token)).statusCode).toBe(
      404,
    );
  });

  it('is refused deletion, with the reason, while it is being made', async () => {
    const [queued] = await server.app.services.db
      .insert(voiceModels)
      .values({ userId: owner.userId, modelName: 'Not yet', cloneType: 'quick', status: 'training' })
      .returning();
    const refused = await deleteWithToken(server.app, `/api/voice/models/${queued!.id}`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(voiceManageMessages.stillBeingMade);
    await server.app.services.db.delete(voiceModels).where(eq(voiceModels.id, queued!.id));
  });
});

describe('a voice made under a consent', () => {
  it('leaves its consent record, still used by the deleted voice, and consent:list prints it', async () => {
    const consent = await recordPassedConsent(server.app, owner.token);
    // The consent as a pro clone links it (the pro clone itself is voice-calls.test's subject).
    const modelId = await readyQuickVoice('Consented voice');
    const { db } = server.app.services;
    await db
      .update(consentRecordings)
      .set({ usedByVoiceId: modelId, voiceScore: 0.9 })
      .where(eq(consentRecordings.id, consent.id));
    const deleted = await deleteWithToken(server.app, `/api/voice/models/${modelId}`, owner.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [record] = await db.select().from(consentRecordings).where(eq(consentRecordings.id, consent.id));
    expect(record).toMatchObject({ status: 'passed', usedByVoiceId: modelId, voiceScore: 0.9 });
    expect(record!.mediaFileId).not.toBeNull();
    const listed = await runConsentListCommand(db, ['--json']);
    expect(listed.exitCode).toBe(0);
    const row = (
      JSON.parse(listed.output) as { id: string; voiceId: string | null; voiceName: string | null }[]
    ).find((candidate) => candidate.id === consent.id);
    expect(row).toMatchObject({ voiceId: modelId, voiceName: null });
    const text = await runConsentListCommand(db, []);
    expect(text.exitCode).toBe(0);
    expect(text.output).toContain(`deleted voice ${modelId}`);
  }, 180_000);
});

describe('another user, and malformed ids', () => {
  let modelId: string;

  beforeAll(async () => {
    modelId = await readyQuickVoice('Mine');
  }, 120_000);

  it('gets 404 for every new call, and changes nothing', async () => {
    const renamed = await putJson(
      server.app,
      `/api/voice/models/${modelId}`,
      { name: 'Theirs' },
      stranger.token,
    );
    expect(renamed.statusCode).toBe(404);
    expect(
      (await deleteWithToken(server.app, `/api/voice/models/${modelId}`, stranger.token)).statusCode,
    ).toBe(404);
    expect((await modelsOf(owner.token)).find((model) => model.id === modelId)?.model_name).toBe('Mine');
  });

  it('answers a malformed id as the other voice calls do (404)', async () => {
    expect(
      (await getWithToken(server.app, '/api/voice/reference-clips/not-a-uuid', owner.token)).statusCode,
    ).toBe(404);
    expect(
      (await putJson(server.app, '/api/voice/models/not-a-uuid', { name: 'x' }, owner.token)).statusCode,
    ).toBe(404);
    expect((await deleteWithToken(server.app, '/api/voice/models/not-a-uuid', owner.token)).statusCode).toBe(
      404,
    );
  });
});
