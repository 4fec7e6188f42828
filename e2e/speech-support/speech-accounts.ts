// Accounts with a voice ready to speak, made through the real API as the voice-creation page would:
// an invitation code with the given credits (admin CLI), signup, a consent recorded (issue 23), a pro
// clone uploaded from a speech WAV under it, its job followed to the end, the categorization saved with
// the voice's own clips, complete.
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { consentThroughApi } from '../consent-support/consent-api';
import { createSignupCode, signUp } from '../voice-support/voice-server';

export interface SpeakingAccount {
  token: string;
  email: string;
  voice: { id: string; name: string };
}

const styles = ['fastest', 'slowest', 'most_expressive', 'most_neutral', 'most_happy'] as const;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(baseUrl: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${body.message}`);
  return body;
}

const postJson = <T>(baseUrl: string, token: string, path: string, body: unknown) =>
  call<T>(baseUrl, token, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Pro clone → job completed → categorization saved → complete; returns the ready voice. */
export async function createReadyProVoice(
  baseUrl: string,
  token: string,
  referenceWav: string,
  name: string,
): Promise<{ id: string; name: string }> {
  // A pro clone needs a passed consent (issue 23): the sentence read, then this reference's own speaker.
  const consentDir = await mkdtemp(join(tmpdir(), 'twin-consent-'));
  const consentId = await consentThroughApi(baseUrl, token, consentDir, referenceWav).finally(() =>
    rm(consentDir, { recursive: true, force: true }),
  );
  const form = new FormData();
  form.append('name', name);
  form.append('referenceLanguage', 'en');
  form.append('consentId', consentId);
  form.append('audio', await openAsBlob(referenceWav, { type: 'audio/wav' }), basename(referenceWav));
  const clone = await call<{ model: { id: string }; job_id: string | null }>(
    baseUrl,
    token,
    '/api/voice/pro-clone',
    { method: 'POST', body: form },
  );
  if (clone.job_id) {
    const deadline = Date.now() + 150_000;
    for (;;) {
      const job = await call<{ status: string; error_message: string | null }>(
        baseUrl,
        token,
        `/api/voice/jobs/${clone.job_id}`,
      );
      if (job.status === 'completed') break;
      if (job.status === 'failed') throw new Error(`The voice job failed: ${job.error_message}`);
      if (Date.now() > deadline) throw new Error(`The voice job is still ${job.status}`);
      await delay(500);
    }
  }
  const { clips } = await call<{ clips: { clip_id: string }[] }>(
    baseUrl,
    token,
    `/api/voice/reference-clips/${clone.model.id}`,
  );
  if (clips.length === 0) throw new Error('The voice has no reference clips');
  const categorizedClips = Object.fromEntries(
    styles.map((style, index) => [style, clips[index % clips.length]!.clip_id]),
  );
  await postJson(baseUrl, token, `/api/voice/save-categorization/${clone.model.id}`, { categorizedClips });
  await call(baseUrl, token, `/api/voice/models/${clone.model.id}/complete`, { method: 'POST' });
  return { id: clone.model.id, name };
}

/** An account from a fresh invitation granting `tokens` credits (and two voice clones). */
export async function createAccount(
  server: { baseUrl: string; dataDir: string },
  options: { username: string; tokens: number },
): Promise<{ token: string; email: string }> {
  const code = await createSignupCode(server.dataDir, [
    '--plan',
    'Starter',
    '--tokens',
    String(options.tokens),
    '--clones',
    '2',
    '--uses',
    '1',
    '--expires',
    '30d',
  ]);
  const email = `${options.username}@northwind.example`;
  const token = await signUp(server.baseUrl, {
    username: options.username,
    email,
    password: 'speech-journeys',
    signupCode: code,
  });
  return { token, email };
}

/** An account from a fresh invitation granting `tokens` credits, with one ready pro voice. */
export async function createSpeakingAccount(
  server: { baseUrl: string; dataDir: string },
  options: { username: string; tokens: number; referenceWav: string; voiceName: string },
): Promise<SpeakingAccount> {
  const { token, email } = await createAccount(server, options);
  const voice = await createReadyProVoice(server.baseUrl, token, options.referenceWav, options.voiceName);
  return { token, email, voice };
}
