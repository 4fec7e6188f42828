// The shared services of a process, built from the configuration and the open database: the token service and
// media links, the media store (leftovers of a crash swept first), the job queue (pg-boss), the speech,
// translation, transcription and lip-sync engines, the voice, video, lip-sync and localization job runners, the
// upload budgets and the watermark. app.ts puts them on the Fastify app (servicesPlugin, then jobsPlugin once the
// routes are registered); worker.ts builds them to run the job queues without HTTP.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDataExportRunner } from './account/data-export-runner';
import { MediaLinks } from './auth/media-links';
import { TokenService } from './auth/tokens';
import { defaultUploadLimits, defaultUsageLimits, type ServerConfig } from './config';
import { proCloneRule, quickCloneRule, trainingFileRule } from './create-voice/voice-upload-rules';
import { createVoiceJobRunner } from './create-voice/voice-job-runner';
import type { Database, DatabaseHandle } from './db/database';
import { createLipsyncEngine } from './engines/lipsync';
import type { LipsyncEngine } from './engines/lipsync/lipsync-engine';
import { createSpeechEngine } from './engines/speech';
import type { SpeechEngine } from './engines/speech/speech-engine';
import { createTranscriptionEngine } from './engines/transcription';
import type { TranscriptionEngine } from './engines/transcription/transcription-engine';
import { createTranslationEngine, HourlyQuota } from './engines/translation';
import type { TranslationEngine } from './engines/translation/translation-engine';
import { MediaStore } from './files/media-store';
import { UploadBudget } from './files/upload-budget';
import { sweepOrphans } from './files/orphan-sweep';
import { JobQueue, type JobLog } from './jobs/job-queue';
import type { QueuedJobRunner } from './jobs/queued-job-runner';
import { loadOrCreateWatermarkKey } from './media/watermark/watermark-key';
import { Watermarker } from './media/watermark/watermarker';
import { createLocalizationJobRunner } from './localize/localize-job-runner';
import { createRegenerationJobRunner } from './localize/regenerate-job-runner';
import { startSourceVideoSweep, type SourceVideoSweep } from './localize/source-expiry';
import { createLipsyncJobRunner } from './video/lipsync-job-runner';
import { createVideoJobRunner } from './video/video-job-runner';

export interface AppServices {
  db: Database;
  tokens: TokenService;
  /** Short-lived tokens scoped to one stream path, for media elements (never the session token). */
  mediaLinks: MediaLinks;
  media: MediaStore;
  jobs: JobQueue;
  speech: SpeechEngine;
  translation: TranslationEngine;
  /** Characters per user per hour sent to the translator: the speech page's translation and localize's review. */
  translationQuota: HourlyQuota;
  /** Transcription: the embedded pocketsphinx (English only) or the OpenAI-style server at STT_URL. */
  transcription: TranscriptionEngine;
  /**
   * Lip-sync: the embedded "face" engine (the "mux" result, no mouth motion, for a video without one usable face)
   * or the Cog predictor at LIPSYNC_URL.
   */
  lipsync: LipsyncEngine;
  voiceJobs: QueuedJobRunner;
  /** The video-processing queue (playable MP4, poster, measures). */
  videoJobs: QueuedJobRunner;
  /** The lip-sync queue (timeline mix, engine, the result stored as a video). */
  lipsyncJobs: QueuedJobRunner;
  /** The localization queue (translate, speak in the measured voice, fit the timing, mux). */
  localizationJobs: QueuedJobRunner;
  /** The dubbing editor's queue: one segment of a finished localization spoken again (issue 25). */
  regenerationJobs: QueuedJobRunner;
  /** The data-export queue (issue 26: a zip of a user's media and records). */
  dataExports: QueuedJobRunner;
  /** Byte budgets of uploads per request and per user in flight. */
  uploads: UploadBudget;
  /** Marks generated audio with the keyed watermark (key in DATA_DIR/watermark-key) and checks files for it. */
  watermark: Watermarker;
}

export interface RunningServices {
  services: AppServices;
  /** Starts the queues' handlers ('work') or only prepares sending to them ('send': an HTTP-only server). */
  startJobs(mode: 'work' | 'send'): Promise<void>;
  /** Stops the sweeps and the job handlers (running pipelines are aborted and re-queued); the database stays open. */
  stop(): Promise<void>;
}

/** With PostgreSQL, files younger than this may be another process's work in flight. */
const SHARED_SWEEP_MIN_AGE_MS = 10 * 60_000;

export async function createServices(
  config: ServerConfig,
  database: DatabaseHandle,
  log: JobLog,
): Promise<RunningServices> {
  // Before anything runs: files under media without a row are leftovers of a crash. With PostgreSQL other
  // processes may be mid-upload, so only files older than 10 minutes are swept there — at start and then every
  // 10 minutes, so a leftover does not wait for the next restart.
  const media = new MediaStore(config.dataDir);
  await sweepOrphans(database.db, media, database.driver === 'pglite' ? 0 : SHARED_SWEEP_MIN_AGE_MS);
  const sweeping =
    database.driver === 'postgres'
      ? setInterval(() => {
          sweepOrphans(database.db, media, SHARED_SWEEP_MIN_AGE_MS).catch((error: unknown) =>
            log.error({ err: error }, 'sweeping leftover files failed'),
          );
        }, SHARED_SWEEP_MIN_AGE_MS).unref()
      : null;
  let jobs: JobQueue;
  try {
    jobs = await JobQueue.start(database, {
      pollingIntervalSeconds: config.jobs?.pollingIntervalSeconds ?? 2,
      onError: (error) => log.error({ err: error }, 'job queue error'),
    });
  } catch (error) {
    if (sweeping) clearInterval(sweeping);
    throw error;
  }
  const speech = createSpeechEngine({ dataDir: config.dataDir, speech: config.speech });
  const voiceJobs = createVoiceJobRunner({
    db: database.db,
    queue: jobs,
    store: media,
    speech,
    log,
    analysedSeconds: (cloneType) =>
      (cloneType === 'quick' ? quickCloneRule : cloneType === 'pro' ? proCloneRule : trainingFileRule)
        .analysedSeconds,
    stageDelayMs: config.jobs?.voiceStageDelayMs ?? 0,
  });
  const videoJobs = createVideoJobRunner({ db: database.db, queue: jobs, store: media, log });
  const lipsync = createLipsyncEngine(config);
  const lipsyncJobs = createLipsyncJobRunner({
    db: database.db,
    queue: jobs,
    store: media,
    engine: lipsync,
    log,
  });
  const translation = createTranslationEngine(config.translation, media.tmpRoot);
  const watermark = new Watermarker({
    key: loadOrCreateWatermarkKey(config.dataDir),
    tmpRoot: media.tmpRoot,
  });
  const localizationJobs = createLocalizationJobRunner({
    db: database.db,
    queue: jobs,
    store: media,
    engines: { speech, translation, lipsync, watermark },
    log,
  });
  const regenerationJobs = createRegenerationJobRunner({
    db: database.db,
    queue: jobs,
    store: media,
    engines: { speech, watermark },
    log,
  });
  const dataExports = createDataExportRunner({ db: database.db, queue: jobs, store: media, log });
  let sourceVideoSweep: SourceVideoSweep | undefined;
  const services: AppServices = {
    db: database.db,
    tokens: new TokenService(config.jwtSecret),
    mediaLinks: new MediaLinks(config.jwtSecret, { lifetimeSeconds: config.mediaLinkLifetimeSeconds }),
    media,
    jobs,
    speech,
    translation,
    translationQuota: new HourlyQuota(
      (config.usageLimits ?? defaultUsageLimits).translationCharactersPerHour,
    ),
    transcription: createTranscriptionEngine(config, media.tmpRoot),
    lipsync,
    voiceJobs,
    videoJobs,
    lipsyncJobs,
    localizationJobs,
    regenerationJobs,
    dataExports,
    uploads: new UploadBudget(config.uploadLimits ?? defaultUploadLimits),
    watermark,
  };
  return {
    services,
    // Every queue's handlers start here (voice, video processing, lip-sync, localization), and where they are
    // worked the removal of expired transcribed videos (localize/source-expiry.ts).
    async startJobs(mode) {
      await voiceJobs.start(mode);
      await videoJobs.start(mode);
      await lipsyncJobs.start(mode);
      await localizationJobs.start(mode);
      await regenerationJobs.start(mode);
      await dataExports.start(mode);
      if (mode === 'work') sourceVideoSweep ??= startSourceVideoSweep(database.db, media, log);
    },
    async stop() {
      if (sweeping) clearInterval(sweeping);
      await sourceVideoSweep?.stop();
      // Every runner aborts its running jobs before the shared queue stops (each waits for that stop).
      await Promise.all([
        voiceJobs.stop(),
        videoJobs.stop(),
        lipsyncJobs.stop(),
        localizationJobs.stop(),
        regenerationJobs.stop(),
        dataExports.stop(),
      ]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database; closed by app.close(). */
    database: DatabaseHandle;
    services: AppServices;
    /** Background preparation a listening server starts (the speech engine's calibration for English). */
    warmUp(): Promise<void>;
    /** Starts the job queues' handlers (jobsPlugin); stopped by app.close() before the database closes. */
    startJobs(mode: 'work' | 'send'): Promise<void>;
  }
}

async function servicesOnApp(
  app: FastifyInstance,
  { config, database }: { config: ServerConfig; database: DatabaseHandle },
): Promise<void> {
  app.decorate('database', database);
  // Jobs stop (every queue's running jobs are aborted and re-queued) before the database closes.
  let stop: () => Promise<void> = async () => undefined;
  app.addHook('onClose', async () => {
    await stop().catch((error: unknown) => app.log.error({ err: error }, 'stopping jobs failed'));
    await database.close();
  });
  const running = await createServices(config, database, app.log);
  stop = running.stop;
  app.decorate('services', running.services);
  app.decorate('startJobs', running.startJobs);
  app.decorate('warmUp', async () => {
    await running.services.speech.prepare?.(['en']);
  });
}

/** The database and the shared services on the root, for every feature plugin. */
export const servicesPlugin = fp(servicesOnApp, { name: 'twin-services' });

/** Registered after the feature plugins: works the queues (RUN_JOBS, the default) or only sends to them. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { work }: { work: boolean }) => {
    await app.startJobs(work ? 'work' : 'send');
  },
  { name: 'twin-jobs', dependencies: ['twin-services'] },
);
