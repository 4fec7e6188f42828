// Consent through the API as the page does it (issue 23): the user's pending sentence (the same one the
// page will show: POST /api/consent/challenges answers the pending one), a recording of it sent to the
// challenge, and a passed consent made that way for journeys whose subject is not the consent step.
import { openAsBlob } from 'node:fs';
import { makeSentenceWav, withSpeakerSample } from './consent-media';

export interface ConsentChallenge {
  id: string;
  statement: string;
  phrase: string;
  expiresAt: string;
}

export async function pendingConsentChallenge(baseUrl: string, token: string): Promise<ConsentChallenge> {
  const response = await fetch(`${baseUrl}/api/consent/challenges`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`POST /api/consent/challenges answered ${response.status}`);
  return (await response.json()) as ConsentChallenge;
}

/** Sends a recording (WAV) for the challenge; the answer's status and body. */
export async function recordConsent(
  baseUrl: string,
  token: string,
  challengeId: string,
  wavPath: string,
): Promise<{ status: number; body: { id?: string; status?: string; message?: string } }> {
  const form = new FormData();
  form.append('file', await openAsBlob(wavPath, { type: 'audio/wav' }), 'consent.wav');
  const response = await fetch(`${baseUrl}/api/consent/challenges/${challengeId}/recording`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { message?: string } };
}

/**
 * A passed consent not yet used, for a journey about something else: the user's own if there is one,
 * else the pending sentence read through the API — followed by 30 s of `speakerSample`, the reference
 * the journey will upload, so the voice check compares the same speaker (see withSpeakerSample). Its id.
 */
export async function consentThroughApi(
  baseUrl: string,
  token: string,
  dir: string,
  speakerSample: string,
): Promise<string> {
  const listed = await fetch(`${baseUrl}/api/consent`, { headers: { Authorization: `Bearer ${token}` } });
  const { consents } = (await listed.json()) as {
    consents: { id: string; status: string; usedByVoiceId: string | null }[];
  };
  const unused = consents.find((consent) => consent.status === 'passed' && consent.usedByVoiceId === null);
  if (unused) return unused.id;
  const challenge = await pendingConsentChallenge(baseUrl, token);
  const sentence = await makeSentenceWav(dir, `consent-${challenge.id}`, challenge);
  const wav = await withSpeakerSample(dir, `consent-${challenge.id}-speaker`, sentence, speakerSample);
  const { status, body } = await recordConsent(baseUrl, token, challenge.id, wav);
  if (status !== 201 || !body.id) throw new Error(`The consent was refused (${status}): ${body.message}`);
  return body.id;
}
