// Bench entry (run by scripts/bench-video.mjs through tsx) for issue 10, against a real server (PGlite, pg-boss,
// ffmpeg) listening on 127.0.0.1 in a temp DATA_DIR and serving the built studio:
//  (a) the lip-sync job of a 60-second timeline of 6 clips over a 20-second 720p video without a face (the default
//      "face" engine trusts the face check recorded at upload and keeps the "mux" result) — its time from the
//      job's own timestamps (processing start → completed: mix, engine, subtitles, poster, storing) — next to the
//      bare ffmpeg commands of the mix and the "mux" plan on the same inputs, timed one after another;
//  (b) upload-to-ready of 100 MB over HTTP (the request, then processing until the status says ready): an H.264
//      MP4 with its moov at the end (remuxed) and a MOV in MPEG-4 Part 2 (re-encoded);
//  (c) the library with 500 jobs in the database, in Chromium: the time from the jobs' answer arriving to the
//      first card on screen, and from navigation start.
// Prints one JSON line. Needs the studio built (apps/studio/dist).
import { openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { buildServer } from '../../app';
import { lipsyncJobs, mediaFiles } from '../../db/schema';
import { probeLipsyncInputs } from '../../engines/lipsync/lipsync-probe';
import { planMux } from '../../engines/lipsync/mux-commands';
import { mediaTools } from '../../media/media-tools';
import { runFfmpeg } from '../../media/run-ffmpeg';
import { toolOutput } from '../../media/run-tool';
import { registerAccount, testConfig } from '../../test-support/test-server';
import { storedClips } from '../lipsync-jobs.repository';
import { timelineMixArgs, type MixClip } from '../timeline-mix';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');
const scratch = await mkdtemp(join(tmpdir(), 'twin-video-bench-'));
const config = testConfig({ appsRoot: repoRoot, dataDir: join(scratch, 'data') });
const app = await buildServer(config);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The bench's inputs (100 MB videos) may take minutes to make on a slow machine: up to ten, not the runner's two.
const ffmpeg = (args: string[]) => runFfmpeg(args, { timeoutMs: 600_000 });

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const account = await registerAccount(app, { planTokens: 100_000 });
  const auth = { authorization: `Bearer ${account.token}` };

  async function upload(path: string, field: 'video' | 'audio', name: string, type: string) {
    const form = new FormData();
    form.append(field, await openAsBlob(path, { type }), name);
    const url = field === 'video' ? '/api/videos/upload' : '/api/audio/upload';
    const response = await fetch(`${base}${url}`, { method: 'POST', headers: auth, body: form });
    if (response.status !== 201)
      throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { videos?: { id: string }[]; clip?: { url: string } };
  }
  async function ready(id: string) {
    for (;;) {
      const answer = (await (await fetch(`${base}/api/videos/${id}/status`, { headers: auth })).json()) as {
        status: string;
        error_message?: string;
      };
      if (answer.status === 'ready') return;
      if (answer.status === 'failed') throw new Error(`video failed: ${answer.error_message}`);
      await delay(50);
    }
  }

  /** Upload to ready: the request, then processing until the status says ready. */
  async function uploadToReady(path: string, name: string, type: string) {
    const bytes = (await stat(path)).size;
    let id = '';
    const uploadMs = await timed(async () => {
      id = (await upload(path, 'video', name, type)).videos![0]!.id;
    });
    const processingMs = await timed(() => ready(id));
    return { bytes, uploadMs, processingMs, totalMs: uploadMs + processingMs };
  }

  // (b) 100 MB of 1080p at a constant 40 Mbps for 20 s, twice: an H.264/AAC MP4 as a camera writes it (moov at
  // the end: remuxed, not re-encoded), and a QuickTime MOV in MPEG-4 Part 2 (re-encoded to H.264 at 1080p max).
  const bigMp4 = join(scratch, 'big.mp4');
  const bigMov = join(scratch, 'big.mov');
  const source = [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=20'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=180:duration=20'],
  ];
  const constantRate = ['-b:v', '40M', '-minrate', '40M', '-maxrate', '40M', '-bufsize', '8M'];
  await ffmpeg([
    ...source,
    ...['-c:v', 'libx264', '-preset', 'ultrafast', ...constantRate],
    ...['-x264-params', 'nal-hrd=cbr:force-cfr=1', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', bigMp4],
  ]);
  await ffmpeg([...source, ...['-c:v', 'mpeg4', ...constantRate, '-c:a', 'aac', '-shortest', bigMov]]);
  const uploads = {
    remuxedMp4: await uploadToReady(bigMp4, 'big.mp4', 'video/mp4'),
    transcodedMov: await uploadToReady(bigMov, 'big.mov', 'video/quicktime'),
  };

  // (a) A 20 s 720p video and six 10 s clips laid end to end: a 60 s timeline.
  const talk = join(scratch, 'talk.mp4');
  await ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25:duration=20'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=200:duration=20'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', talk],
  ]);
  const videoId = (await upload(talk, 'video', 'talk.mp4', 'video/mp4')).videos![0]!.id;
  await ready(videoId);
  const timelineClips = [];
  for (let index = 0; index < 6; index += 1) {
    const wav = join(scratch, `clip-${index}.wav`);
    await ffmpeg([
      ...['-f', 'lavfi', '-i', `sine=frequency=${160 + index * 40}:sample_rate=24000:duration=10`],
      ...['-af', 'volume=0.5', wav],
    ]);
    const { clip } = await upload(wav, 'audio', `take-${index}.wav`, 'audio/wav');
    timelineClips.push({
      type: 'tts',
      url: clip!.url,
      name: `Take ${index + 1}`,
      startTime: index * 10,
      duration: 10,
      originalStartOffset: 0,
      originalDuration: 10,
    });
  }
  const started = await fetch(`${base}/api/videos/lipsync-timeline`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ videoId, timelineClips, useCodeformer: true }),
  });
  if (started.status !== 200) throw new Error(`lip-sync start answered ${started.status}`);
  const jobId = ((await started.json()) as { job: { id: string } }).job.id;
  let job: typeof lipsyncJobs.$inferSelect | undefined;
  for (;;) {
    [job] = await app.services.db.select().from(lipsyncJobs).where(eq(lipsyncJobs.id, jobId));
    if (job?.status === 'completed') break;
    if (job?.status === 'failed') throw new Error(`lip-sync failed: ${job.errorMessage}`);
    await delay(50);
  }
  const jobMs = job!.finishedAt!.getTime() - job!.startedAt!.getTime();

  // The same work as bare ffmpeg commands: the mix, then the engine's plan for these inputs.
  const { db, media } = app.services;
  const talkRows = await db.select().from(mediaFiles).where(eq(mediaFiles.originalFilename, 'talk.mp4'));
  const talkPath = media.absolutePath(talkRows[0]!.relativePath);
  const mixClips: MixClip[] = [];
  for (const clip of storedClips(job!)) {
    const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, clip.mediaFileId));
    mixClips.push({ ...clip, path: media.absolutePath(file!.relativePath) });
  }
  const bareDir = join(scratch, 'bare');
  await mkdir(bareDir, { recursive: true });
  const mixPath = join(bareDir, 'timeline.wav');
  const mixMs = await timed(() => runFfmpeg(timelineMixArgs(mixClips, mixPath), { timeoutMs: 600_000 }));
  const facts = await probeLipsyncInputs(talkPath, mixPath);
  const plan = planMux(facts, {
    videoPath: talkPath,
    audioPath: mixPath,
    outputPath: join(bareDir, 'result.mp4'),
    workDir: bareDir,
  });
  for (const file of plan.files) await writeFile(file.path, file.content);
  const muxMs = await timed(async () => {
    for (const step of plan.steps) await toolOutput(mediaTools.ffmpeg, step.args, { timeoutMs: 600_000 });
  });

  // (c) 500 jobs in the database (the first 40 running, then completed and failed ones), the library opened.
  const rows = Array.from({ length: 500 }, (_, index) => ({
    userId: account.userId,
    videoId,
    status: index < 40 ? 'processing' : index % 10 === 0 ? 'failed' : 'completed',
    errorMessage: index % 10 === 0 && index >= 40 ? 'Lip-sync failed. Please try again.' : null,
    resultVideoId: index >= 40 && index % 10 !== 0 ? job!.resultVideoId : null,
    durationSeconds: 60,
    reservedTokens: 60,
    createdAt: new Date(Date.now() - (index + 1) * 60_000),
  }));
  await db.insert(lipsyncJobs).values(rows);
  const browser = await chromium.launch(
    (await import('../../../../../scripts/chromium.mjs')).chromiumLaunchOptions as Parameters<
      typeof chromium.launch
    >[0],
  );
  const library = [];
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
      // In the page (a script, as the server's types know no DOM): the time the jobs' answer has arrived, and the
      // frame after the first card is in the document.
      await context.addInitScript({
        content: `
          window.localStorage.setItem('token', ${JSON.stringify(account.token)});
          const seen = (window.__bench = { answer: 0, card: 0 });
          const originalFetch = window.fetch.bind(window);
          window.fetch = async (...args) => {
            const response = await originalFetch(...args);
            const url = String(args[0] instanceof Request ? args[0].url : args[0]);
            if (url.includes('/api/videos/lipsync') && !seen.answer) {
              await response.clone().arrayBuffer();
              seen.answer = performance.now();
            }
            return response;
          };
          new MutationObserver((_, observer) => {
            if (document.querySelector('[data-slot="library-job-card"]')) {
              observer.disconnect();
              requestAnimationFrame(() => { seen.card = performance.now(); });
            }
          }).observe(document, { childList: true, subtree: true });
        `,
      });
      const page = await context.newPage();
      await page.goto('/library');
      await page.locator('[data-slot="library-job-card"]').first().waitFor({ timeout: 30_000 });
      await page.waitForFunction('window.__bench.card > 0');
      const seen = (await page.evaluate('window.__bench')) as { answer: number; card: number };
      const cards = await page.locator('[data-slot="library-job-card"]').count();
      library.push({ fromAnswerMs: seen.card - seen.answer, fromNavigationMs: seen.card, cards });
      await context.close();
    }
  } finally {
    await browser.close();
  }

  console.log(
    JSON.stringify({
      loadAverage: loadavg()[0],
      uploads,
      lipsync: { jobMs, mixMs, muxMs, bareMs: mixMs + muxMs, plan: plan.kind, steps: plan.steps.length },
      library,
    }),
  );
} finally {
  await app.close();
  await rm(scratch, { recursive: true, force: true });
}
