// The create-voice feature as a Fastify plugin: its JSON calls (models, jobs, clips, categorization), its uploads
// (pro and quick clone, full training, emotion samples) and the reference clips' audio stream. The voice job
// itself runs on the job queue (voice-job-runner.ts), started by services.ts in the server or the worker.
import type { FastifyInstance } from 'fastify';
import { defaultUsageLimits, type ServerConfig } from '../config';
import { registerMultipartRoutes } from '../files/multipart-route';
import { registerStreamRoutes } from '../files/stream-route';
import { registerRouteImplementations } from '../http/api-route';
import { referenceClipAudioRoutes } from './reference-clip-audio.routes';
import { voiceUploadRoutes } from './voice-upload.routes';
import { voiceRoutes } from './voice.routes';

export async function createVoicePlugin(
  app: FastifyInstance,
  { usageLimits = defaultUsageLimits }: Pick<ServerConfig, 'usageLimits'> = {},
): Promise<void> {
  const { db, media, voiceJobs, mediaLinks } = app.services;
  registerRouteImplementations(app, voiceRoutes(db, mediaLinks));
  await registerMultipartRoutes(
    app,
    voiceUploadRoutes({
      db,
      store: media,
      runner: voiceJobs,
      log: app.log,
      voiceJobsAtOnce: usageLimits.voiceJobsAtOnce,
    }),
  );
  await registerStreamRoutes(app, referenceClipAudioRoutes(db, media));
}
