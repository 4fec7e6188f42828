// A consent recorded with a camera through the API (issue 23), for journeys whose subject is lip-sync: the pending
// sentence read by espeak-ng with a face video looped under it, sent as an MP4 as a camera take would be. Lip-sync
// then takes videos of that face only.
import { openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { runFfmpeg } from '@twin/server/testing/media-tools';
import { pendingConsentChallenge } from './consent-api';
import { makeSentenceWav } from './consent-media';

/** A passed camera consent whose picture is `faceVideo`: its record's id and face check. */
export async function faceConsentThroughApi(
  baseUrl: string,
  token: string,
  dir: string,
  faceVideo: string,
): Promise<{ id: string; face: { score: number; passed: boolean } | null }> {
  const challenge = await pendingConsentChallenge(baseUrl, token);
  const sentence = await makeSentenceWav(dir, `face-consent-${challenge.id}`, challenge);
  const clip = join(dir, `face-consent-${challenge.id}.mp4`);
  await runFfmpeg([
    ...['-stream_loop', '-1', '-i', faceVideo, '-i', sentence],
    ...['-map', '0:v:0', '-map', '1:a:0', '-shortest', '-vf', 'scale=480:480,fps=10,format=yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', clip],
  ]);
  const form = new FormData();
  form.append('file', await openAsBlob(clip, { type: 'video/mp4' }), 'consent.mp4');
  const response = await fetch(`${baseUrl}/api/consent/challenges/${challenge.id}/recording`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as {
    id?: string;
    message?: string;
    face?: { score: number; passed: boolean } | null;
  };
  if (response.status !== 201 || !body.id)
    throw new Error(`The camera consent was refused (${response.status}): ${body.message}`);
  return { id: body.id, face: body.face ?? null };
}
