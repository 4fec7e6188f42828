// Bench entry (run by scripts/bench-voice.mjs through tsx): a real server in a temp DATA_DIR (PGlite, pg-boss,
// ffmpeg, espeak-ng) takes pro clones of a 3-minute reference, and the voice job's own timestamps give the
// pipeline time (processing start → completed: decode + analysis + clips + voice profile + the database writes,
// clock_timestamp() at both ends). Next to it, the wall time of `ffmpeg -i ref -f null -` on the same file.
// References: a 44.1 kHz stereo 128 kbps MP3 (a typical upload) and the same audio as 44.1 kHz stereo WAV (the
// cheapest possible decode, so the hardest ratio). The first job of a process is reported apart: after the
// speech engine's start-up warm-up (what `npm start` does a few seconds after it listens), or — with --cold —
// with nothing warmed up at all (a job resumed the moment a server restarts: it also waits for espeak-ng's
// calibration). With --calibration-cache=FILE the server's DATA_DIR starts with that espeak-ng calibration cache
// (when FILE exists: a restart of a server that has calibrated before) and FILE receives the cache afterwards.
// Then each figure is the median of RUNS (default 3) runs. Prints one JSON line.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { voiceJobs } from '../../db/schema';
import { median } from '../../media/analysis/statistics';
import { runFfmpeg } from '../../media/run-ffmpeg';
import { registerAccount, startTestServer, type TestServer } from '../../test-support/test-server';
import { fixture } from '../../test-support/audio-fixtures';
import { recordPassedConsent } from '../../test-support/consent-client';
import { upload, waitForVoiceJob } from '../../test-support/voice-test-client';

const RUNS = Number(process.env.RUNS ?? 3);
const COLD = process.argv.includes('--cold');
const CALIBRATION_CACHE = process.argv.find((arg) => arg.startsWith('--calibration-cache='))?.split('=')[1];
const cacheInDataDir = (dataDir: string) => join(dataDir, 'cache', 'espeak-calibration.json');

async function ffmpegDecodeMs(path: string): Promise<number> {
  const started = performance.now();
  await runFfmpeg(['-i', path, '-f', 'null', '-']);
  return performance.now() - started;
}

async function pipelineMs(server: TestServer, token: string, path: string): Promise<number> {
  const created = await upload(
    server.app,
    '/api/voice/pro-clone',
    token,
    // The pro clone needs a consent (issue 23); it is recorded before the job, outside the figures.
    { name: 'Bench', referenceLanguage: 'en', consentId: (await recordPassedConsent(server.app, token)).id },
    [{ field: 'audio', path }],
  );
  if (created.statusCode !== 201) throw new Error(`upload failed: ${created.body}`);
  const jobId = created.json().job_id as string;
  // The product checks every 5 s; 1 s keeps the bench's own requests out of the way.
  const { job } = await waitForVoiceJob(server.app, token, jobId, 120_000, 1000);
  if (job.status !== 'completed') throw new Error(`job failed: ${job.error_message}`);
  const [row] = await server.app.database.db.select().from(voiceJobs).where(eq(voiceJobs.id, jobId));
  return row!.finishedAt!.getTime() - row!.startedAt!.getTime();
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'twin-bench-voice-'));
  const source = await fixture('speech-180s.mp3');
  const mp3 = join(work, 'reference-180s.mp3');
  const wav = join(work, 'reference-180s.wav');
  await runFfmpeg(['-i', source, '-ar', '44100', '-ac', '2', '-b:a', '128k', mp3]);
  await runFfmpeg(['-i', source, '-ar', '44100', '-ac', '2', wav]);
  const dataDir = join(work, 'data');
  const restarted = CALIBRATION_CACHE !== undefined && existsSync(CALIBRATION_CACHE);
  if (restarted) {
    mkdirSync(dirname(cacheInDataDir(dataDir)), { recursive: true });
    copyFileSync(CALIBRATION_CACHE, cacheInDataDir(dataDir));
  }
  const server = await startTestServer({ dataDir, jobs: { pollingIntervalSeconds: 1 } });
  try {
    const { token } = await registerAccount(server.app, { plan: 'Pro', voiceClones: -1 });
    const results = [];
    if (!COLD) await server.app.warmUp();
    const firstMs = await pipelineMs(server, token, mp3);
    const firstDecode = await ffmpegDecodeMs(mp3);
    results.push({
      label: !COLD
        ? 'MP3, first job after the start-up warm-up'
        : restarted
          ? 'MP3, first job of a restarted server'
          : 'MP3, first job of a first start',
      pipelineMs: firstMs,
      decodeMs: firstDecode,
    });
    const warmCases = [
      ['MP3 44.1 kHz stereo 128 kbps', mp3],
      ['WAV 44.1 kHz stereo', wav],
    ] as const;
    for (const [label, path] of COLD ? [] : warmCases) {
      const pipelines: number[] = [];
      const decodes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        pipelines.push(await pipelineMs(server, token, path));
        decodes.push(await ffmpegDecodeMs(path));
      }
      results.push({ label, pipelineMs: median(pipelines), decodeMs: median(decodes) });
    }
    console.log(
      JSON.stringify({
        loadAverage: loadavg()[0],
        results: results.map((result) => ({ ...result, ratio: result.pipelineMs / result.decodeMs })),
      }),
    );
    if (CALIBRATION_CACHE && existsSync(cacheInDataDir(dataDir)))
      copyFileSync(cacheInDataDir(dataDir), CALIBRATION_CACHE);
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
