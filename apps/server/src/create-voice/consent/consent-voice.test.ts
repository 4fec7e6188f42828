// A pro clone needs the creator's passed consent, and the consent's voice must match the reference's: refused
// without one, with another speaker's, with one whose clip can no longer be read, or with one already used — in the creator's words, nothing charged or kept.
// With a matching consent the voice shows it (id, time, voice score) and the consent shows its voice.
import { writeFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRecordings, mediaFiles, voiceModels } from '../../db/schema';
import {
  getWithToken,
  messageOf,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server';
import { fixture } from '../../test-support/audio-fixtures';
import { upload } from '../../test-support/voice-test-client';
import { runAdminCommand } from '../../admin/commands';
import { consentMessages } from './consent-messages';
import { otherSpeaker, recordPassedConsent } from '../../test-support/consent-client';
import { SPEAKER_MATCH_THRESHOLD } from '../../media/speaker/voiceprint';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await registerAccount(server.app, { plan: 'Pro', voiceClones: 5 })).token;
});
afterAll(async () => server.close());

/** A voice name with terminal escape codes (clear screen, red), as a creator could type one. */
const hostileName = 'Me\u001b[2J\u001b[31m';

async function proClone(consentId?: string) {
  return upload(
    server.app,
    '/api/voice/pro-clone',
    token,
    { name: hostileName, referenceLanguage: 'en', ...(consentId ? { consentId } : {}) },
    [{ field: 'audio', path: await fixture('speech-150s.mp3') }],
  );
}

async function expectNothingCharged() {
  const [models] = await server.app.database.db.select({ rows: count() }).from(voiceModels);
  expect(models!.rows).toBe(0);
  expect((await getWithToken(server.app, '/api/user/profile', token)).json().voice_clones_used).toBe(0);
}

describe('pro clone consent', () => {
  it('refuses a pro clone without consent, and one whose consent is another speaker’s', async () => {
    const without = await proClone();
    expect(without.statusCode).toBe(422);
    expect(messageOf(without)).toBe(consentMessages.missingConsent);
    expect(messageOf(await proClone('not-an-id'))).toBe(consentMessages.missingConsent);

    const theirs = await recordPassedConsent(server.app, token, { voice: otherSpeaker, speakerSample: null });
    const mismatch = await proClone(theirs.id);
    expect(mismatch.statusCode).toBe(422);
    expect(messageOf(mismatch)).toBe(consentMessages.voiceMismatch);
    await expectNothingCharged();
    const [media] = await server.app.database.db.select({ rows: count() }).from(mediaFiles);
    const [clips] = await server.app.database.db.select({ rows: count() }).from(consentRecordings);
    // Only the consent clips are stored (one per reading: a reading the words check missed is kept too, as a
    // failed record); the refused reference is not kept.
    expect(clips!.rows).toBeGreaterThanOrEqual(1);
    expect(media!.rows).toBe(clips!.rows);
  });

  it('refuses, as a consent to record again, one whose kept clip can no longer be read', async () => {
    const consent = await recordPassedConsent(server.app, token);
    const [row] = await server.app.database.db
      .select({ clip: consentRecordings.mediaFileId })
      .from(consentRecordings)
      .where(eq(consentRecordings.id, consent.id));
    const [file] = await server.app.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, row!.clip!));
    await writeFile(server.app.services.media.absolutePath(file!.relativePath), 'not a recording any more');
    const refused = await proClone(consent.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(messageOf(refused)).toBe(consentMessages.missingConsent);
    await expectNothingCharged();
  });

  it('creates the voice with a matching consent, shows it on the voice, and does not take it twice', async () => {
    const consent = await recordPassedConsent(server.app, token);
    const created = await proClone(consent.id);
    expect(created.statusCode, created.body).toBe(201);
    const model = created.json().model;
    expect(model.consent.id).toBe(consent.id);
    expect(model.consent.voiceScore).toBeGreaterThan(0);
    const listed = (await getWithToken(server.app, '/api/voice/models', token)).json().models;
    expect(listed[0].consent).toEqual(model.consent);
    const consents = (await getWithToken(server.app, '/api/consent', token)).json().consents;
    expect(consents.find((c: { id: string }) => c.id === consent.id).usedByVoiceId).toBe(model.id);

    const again = await proClone(consent.id);
    expect(again.statusCode).toBe(422);
    expect(messageOf(again)).toBe(consentMessages.missingConsent);
  });

  it('consent:list prints the records, the voice name escaped: no terminal escape codes', async () => {
    const { output, exitCode } = await runAdminCommand(
      { db: server.app.database.db, dataDir: server.config.dataDir },
      ['consent:list'],
    );
    expect(exitCode).toBe(0);
    expect([...output].filter((c) => c !== '\n' && (c < ' ' || (c >= '\u007f' && c <= '\u009f')))).toEqual(
      [],
    );
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^RECORDED\s+EMAIL\s+STATUS/);
    // Another speaker's consent and the matching one (and any reading refused on the way), newest first: the
    // used one first, its voice named with the escape codes shown as text.
    expect(lines.length).toBeGreaterThanOrEqual(2 + 2);
    expect(lines[2]).toContain('passed');
    expect(lines[2]).toContain('Me\\u001b[2J\\u001b[31m');
    expect(lines[2]).toMatch(/media\/[0-9a-f-]+\/consent\/[0-9a-f-]+\.wav$/);
    const json = JSON.parse(
      (
        await runAdminCommand({ db: server.app.database.db, dataDir: server.config.dataDir }, [
          'consent:list',
          '--json',
        ])
      ).output,
    );
    expect(json[0]).toMatchObject({ status: 'passed', voiceName: hostileName });
    expect(json[0].voiceScore).toBeGreaterThanOrEqual(SPEAKER_MATCH_THRESHOLD);
  });
});
