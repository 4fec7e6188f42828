// The consent calls against a real server (PGlite, ffmpeg, pocketsphinx, espeak-ng): the sentence (the same after
// a reload), a wrong phrase refused in the creator's words and kept as a failed record, the right phrase passed,
// no second recording of a passed sentence, an expired sentence, an unreadable file, the list and the clip, and
// another user's ids answering 404 (bearer and media link alike).
import { eq } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentChallenges } from '../../db/schema';
import {
  getWithToken,
  messageOf,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../../test-support/test-server';
import { consentMessages } from './consent-messages';
import { PHRASE_WORDS } from './consent-sentence';
import {
  challengeOf,
  readAloud,
  recordClip,
  recordPassedConsent,
  wrongPhrase,
} from '../../test-support/consent-client';

let server: TestServer;
let owner: string;
let stranger: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = (await registerAccount(server.app, { plan: 'Pro', voiceClones: 5 })).token;
  stranger = (await registerAccount(server.app, { plan: 'Pro', voiceClones: 5 })).token;
});
afterAll(async () => server.close());

describe('consent', () => {
  it('hands out the same pending sentence after a reload: the statement and 4–6 words of the list', async () => {
    const first = await challengeOf(server.app, owner);
    const again = await challengeOf(server.app, owner);
    expect(again).toEqual(first);
    expect(first.statement).toBe('I agree that Twin Studio may create a digital twin of my voice and face.');
    const words = first.phrase.split(' ');
    expect(words.length).toBeGreaterThanOrEqual(4);
    expect(words.length).toBeLessThanOrEqual(6);
    for (const word of words) expect(PHRASE_WORDS).toContain(word);
    const minutes = (Date.parse(first.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect((await challengeOf(server.app, stranger)).id).not.toBe(first.id);
  });

  it('refuses a wrong phrase with the words to read again, and keeps it as a failed record', async () => {
    const challenge = await challengeOf(server.app, owner);
    const clip = await readAloud(challenge.statement, wrongPhrase(challenge.phrase));
    const response = await recordClip(server.app, owner, challenge.id, clip);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(consentMessages.wordsFailed);
    expect(body.consent.status).toBe('failed');
    expect(body.consent.words.passed).toBe(false);
    expect(body.consent.phrase).toBe(challenge.phrase);
  });

  it("passes the right phrase, lists it newest first, plays the clip, and answers 404 to another user's ids", async () => {
    const record = await recordPassedConsent(server.app, owner);
    expect(record.status).toBe('passed');
    const list = (await getWithToken(server.app, '/api/consent', owner)).json().consents;
    expect(list[0].id).toBe(record.id);
    expect(list[0]).toMatchObject({ status: 'passed', hasVideo: false, face: null, usedByVoiceId: null });
    expect(list.at(-1).status).toBe('failed');
    const media = await getWithToken(server.app, `/api/consent/${record.id}/media`, owner);
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect((await server.app.inject({ url: list[0].mediaUrl })).statusCode).toBe(200);

    // Another user: the list is theirs alone, the clip and the sentence are not found, with bearer or link.
    expect((await getWithToken(server.app, '/api/consent', stranger)).json().consents).toEqual([]);
    expect((await getWithToken(server.app, `/api/consent/${record.id}/media`, stranger)).statusCode).toBe(
      404,
    );
    const strangerUser = await getWithToken(server.app, '/api/user/profile', stranger);
    const strangerLink = await server.app.services.mediaLinks.link(
      { id: strangerUser.json().id, tokenVersion: 0 },
      `/api/consent/${record.id}/media`,
    );
    expect((await server.app.inject({ url: strangerLink })).statusCode).toBe(404);
    const challenge = list[0];
    const ownerChallenge = await server.app.database.db
      .select()
      .from(consentChallenges)
      .where(eq(consentChallenges.phrase, challenge.phrase));
    const clip = await readAloud(challenge.statement, challenge.phrase);
    const theirs = await recordClip(server.app, stranger, ownerChallenge[0]!.id, clip);
    expect(theirs.statusCode).toBe(404);

    // A passed sentence is not recorded again; the next challenge is a new sentence.
    const replay = await recordClip(server.app, owner, ownerChallenge[0]!.id, clip);
    expect(replay.statusCode).toBe(409);
    expect((await challengeOf(server.app, owner)).id).not.toBe(ownerChallenge[0]!.id);
  });

  it('refuses an expired sentence (410) and an unreadable file (422) in the creator’s words', async () => {
    const challenge = await challengeOf(server.app, stranger);
    const text = join(tempDir(), 'not-audio.webm');
    writeFileSync(text, 'not a recording at all\n'.repeat(100));
    const unreadable = await recordClip(server.app, stranger, challenge.id, text, 'video/webm');
    expect(unreadable.statusCode).toBe(422);
    expect(messageOf(unreadable)).toBe(consentMessages.unreadable);

    await server.app.database.db
      .update(consentChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(consentChallenges.id, challenge.id));
    const late = await recordClip(
      server.app,
      stranger,
      challenge.id,
      await readAloud(challenge.statement, challenge.phrase),
    );
    expect(late.statusCode).toBe(410);
    expect(messageOf(late)).toBe(consentMessages.expired);
  });
});
