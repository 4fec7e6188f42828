// Managing what you own (issue 26) in Chromium against the real server: a video uploaded through the API is renamed
// on /video's Video Library tab from its card's Rename dialog (by keyboard), then deleted after the confirmation;
// its files leave DATA_DIR and the account's storage figure drops. A lip-sync result of it is renamed and deleted on
// /library the same way, its files leaving DATA_DIR and its row leaving the Account page's storage figure; a ready
// voice is renamed on /create-voice from its row. Another user's calls answer 404 first.
import { openAsBlob } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '@twin/server/testing/media-tools';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { createAccount, createReadyProVoice } from './speech-support/speech-accounts';
import { makeSpeechWav } from './voice-support/audio-fixtures';
import { openSignedInPage } from './voice-support/voice-browser';
import { startVoiceServer, type VoiceServer } from './voice-support/voice-server';

let server: VoiceServer;
let browser: Browser;
let mediaDir: string;
let owner: { token: string };
let stranger: { token: string };
let videoId: string;
let jobId: string;

function api(token: string, path: string, init: RequestInit = {}) {
  return fetch(`${server.baseUrl}${path}`, { ...init, headers: { Authorization: `Bearer ${token}` } });
}

/** Every file under DATA_DIR/media (the owner's are the only ones with files), with its size. */
async function storedFiles(): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else found.set(path, (await stat(path)).size);
    }
  };
  await walk(join(server.dataDir, 'media'));
  return found;
}

async function storedVideoFiles(): Promise<string[]> {
  return [...(await storedFiles()).keys()].filter((path) => /\/(videos|posters)\//.test(path));
}

interface StorageUsage {
  total_bytes: number;
  kinds: { kind: string; files: number; bytes: number }[];
}

/** The figure the Account page shows (GET /api/user/storage). */
async function storageUsage(): Promise<StorageUsage> {
  return (await (await api(owner.token, '/api/user/storage')).json()) as StorageUsage;
}

async function storageTotal(): Promise<number> {
  return (await storageUsage()).total_bytes;
}

/** The Account page's storage card: its total sentence and its rows by kind. */
async function accountStorageCard(page: Page): Promise<{ total: string; kinds: string[] }> {
  await page.goto('/account');
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByText('Storage', { exact: true }) });
  const total = await card.getByText(/^(Your files take .+\.|You have no stored files yet\.)$/).innerText();
  const kinds = await card
    .getByRole('list', { name: 'Storage by kind' })
    .getByRole('listitem')
    .allInnerTexts();
  return { total, kinds };
}

beforeAll(async () => {
  server = await startVoiceServer();
  mediaDir = await mkdtemp(join(tmpdir(), 'twin-manage-media-'));
  const talk = join(mediaDir, 'talk.mp4');
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=220:duration=3'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', talk],
  ]);
  [owner, stranger] = await Promise.all([
    createAccount(server, { username: 'mowner', tokens: 60 }),
    createAccount(server, { username: 'mstranger', tokens: 0 }),
  ]);
  const form = new FormData();
  form.append('video', await openAsBlob(talk, { type: 'video/mp4' }), 'talk.mp4');
  const uploaded = await api(owner.token, '/api/videos/upload', { method: 'POST', body: form });
  expect(uploaded.status).toBe(201);
  videoId = ((await uploaded.json()) as { videos: { id: string }[] }).videos[0]!.id;
  for (let tries = 0; tries < 300; tries += 1) {
    const status = (
      (await (await api(owner.token, `/api/videos/${videoId}/status`)).json()) as { status: string }
    ).status;
    if (status === 'ready') break;
    expect(status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // A lip-sync result of it for the library: 2 s of a tone over the face-less video.
  const tone = join(mediaDir, 'tone.wav');
  await runFfmpeg(['-f', 'lavfi', '-i', 'sine=frequency=330:duration=3', tone]);
  const audioForm = new FormData();
  audioForm.append('audio', await openAsBlob(tone, { type: 'audio/wav' }), 'tone.wav');
  const audio = await api(owner.token, '/api/audio/upload', { method: 'POST', body: audioForm });
  expect(audio.status).toBe(201);
  const clipUrl = ((await audio.json()) as { clip: { url: string } }).clip.url;
  const started = await fetch(`${server.baseUrl}/api/videos/lipsync-timeline`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      videoId,
      useCodeformer: true,
      timelineClips: [
        {
          type: 'upload',
          url: clipUrl,
          name: 'tone',
          startTime: 0,
          duration: 2,
          originalStartOffset: 0,
          originalDuration: 3,
        },
      ],
    }),
  });
  expect(started.status).toBe(200);
  jobId = ((await started.json()) as { job: { id: string } }).job.id;
  browser = await chromium.launch({ ...chromiumLaunchOptions, args: chromiumArgs });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('managing a video', () => {
  it("answers another user's rename and delete with 404", async () => {
    const renamed = await fetch(`${server.baseUrl}/api/videos/${videoId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${stranger.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Theirs' }),
    });
    expect(renamed.status).toBe(404);
    expect((await api(stranger.token, `/api/videos/${videoId}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('renames a library item from its card and deletes it after the confirmation: files gone, storage lower', async () => {
    for (let tries = 0; tries < 300; tries += 1) {
      const { jobs } = (await (await api(owner.token, '/api/videos/lipsync')).json()) as {
        jobs: { id: string; status: string }[];
      };
      const status = jobs.find((job) => job.id === jobId)?.status;
      if (status === 'completed') break;
      expect(status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { context, page, pageErrors } = await openSignedInPage(browser, {
      baseURL: server.baseUrl,
      token: owner.token,
    });
    // What the item holds on disk: the files the storage figure counts as lip-sync (its video, poster, mixed audio).
    const filesBefore = await storedFiles();
    const usageBefore = await storageUsage();
    const lipsyncBefore = usageBefore.kinds.find((entry) => entry.kind === 'lipsync')!;
    expect(lipsyncBefore.files).toBeGreaterThanOrEqual(2);
    const cardBefore = await accountStorageCard(page);
    expect(cardBefore.kinds.some((row) => row.startsWith('Lip-sync videos'))).toBe(true);

    await page.goto('/library');
    await page.getByRole('button', { name: 'Rename talk' }).click();
    const name = page.getByRole('dialog', { name: 'Rename video' }).getByRole('textbox', { name: 'Name' });
    await name.fill('Welcome video');
    await name.press('Enter');
    await page.getByRole('heading', { name: 'Welcome video' }).waitFor();
    await page.getByRole('button', { name: 'Delete Welcome video' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this video?' })
      .getByRole('button', { name: 'Delete video' })
      .click();
    await page.getByRole('heading', { name: 'Welcome video' }).waitFor({ state: 'detached' });
    const { jobs } = (await (await api(owner.token, '/api/videos/lipsync')).json()) as { jobs: unknown[] };
    expect(jobs).toEqual([]);

    // Its files are gone from DATA_DIR (and nothing else is), as many and as large as the figure counted. The
    // server removes them just after its rows, and the card can leave with a refresh of the list in between:
    // wait for the files, not for the card.
    const goneFrom = (after: Map<string, number>) =>
      [...filesBefore.keys()].filter((path) => !after.has(path));
    await expect.poll(async () => goneFrom(await storedFiles()).length).toBe(lipsyncBefore.files);
    const filesAfter = await storedFiles();
    const gone = goneFrom(filesAfter);
    expect([...filesAfter.keys()].every((path) => filesBefore.has(path))).toBe(true);
    expect(gone).toHaveLength(lipsyncBefore.files);
    expect(gone.reduce((sum, path) => sum + filesBefore.get(path)!, 0)).toBe(lipsyncBefore.bytes);
    expect(gone.some((path) => /\/videos\/[^/]+\.mp4$/.test(path))).toBe(true);
    // The storage figure drops by them: the Account page no longer lists lip-sync videos.
    const usageAfter = await storageUsage();
    expect(usageAfter.kinds.find((entry) => entry.kind === 'lipsync')?.files ?? 0).toBe(0);
    expect(usageAfter.total_bytes).toBe(usageBefore.total_bytes - lipsyncBefore.bytes);
    const cardAfter = await accountStorageCard(page);
    expect(cardAfter.kinds.some((row) => row.startsWith('Lip-sync videos'))).toBe(false);
    expect(cardAfter.kinds.length).toBe(cardBefore.kinds.length - 1);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('renames it from its card and deletes it for good: files gone from DATA_DIR, storage lower', async () => {
    const { context, page, pageErrors } = await openSignedInPage(browser, {
      baseURL: server.baseUrl,
      token: owner.token,
    });
    await page.goto('/video');
    await page.getByRole('tab', { name: 'Video Library' }).click();
    await page.getByLabel('talk.mp4').waitFor();

    await page.getByRole('button', { name: 'Rename talk' }).focus();
    await page.keyboard.press('Enter');
    const name = page.getByRole('dialog', { name: 'Rename video' }).getByRole('textbox', { name: 'Name' });
    await name.fill('Spring lecture');
    await name.press('Enter');
    await page.getByLabel('Spring lecture.mp4').waitFor();
    const listed = (await (await api(owner.token, '/api/videos')).json()) as {
      videos: { original_filename: string }[];
    };
    expect(listed.videos.map((video) => video.original_filename)).toEqual(['Spring lecture.mp4']);

    const files = await storedVideoFiles();
    expect(files.length).toBe(2);
    const before = await storageTotal();
    await page.getByRole('button', { name: 'Delete Spring lecture' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this video?' });
    await confirm.getByRole('button', { name: 'Delete video' }).click();
    await page.getByText('No videos uploaded yet.', { exact: false }).waitFor();
    await expect.poll(storedVideoFiles).toEqual([]);
    expect(await storageTotal()).toBeLessThan(before);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('managing a voice', () => {
  it('renames a ready voice from its row on /create-voice; a stranger gets 404', async () => {
    const reference = await makeSpeechWav(mediaDir, 'reference', 150);
    const voice = await createReadyProVoice(server.baseUrl, owner.token, reference, 'Maya');
    const theirs = await fetch(`${server.baseUrl}/api/voice/models/${voice.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${stranger.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Theirs' }),
    });
    expect(theirs.status).toBe(404);

    const { context, page, pageErrors } = await openSignedInPage(browser, {
      baseURL: server.baseUrl,
      token: owner.token,
    });
    await page.goto('/create-voice');
    await page.getByRole('button', { name: 'Rename Maya' }).click();
    const name = page.getByRole('dialog', { name: 'Rename voice' }).getByRole('textbox', { name: 'Name' });
    await name.fill('Maya · Studio');
    await name.press('Enter');
    await page.getByRole('button', { name: 'Rename Maya · Studio' }).waitFor();
    const { models } = (await (await api(owner.token, '/api/voice/models')).json()) as {
      models: { id: string; model_name: string }[];
    };
    expect(models.find((model) => model.id === voice.id)?.model_name).toBe('Maya · Studio');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
