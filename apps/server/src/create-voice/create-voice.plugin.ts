// The create-voice feature as a Fastify plugin: its JSON calls (models, jobs, clips, categorization), its uploads
// (pro and quick clone, full training, emotion samples), the reference clips' audio stream, and consent (its own
// folder: the sentence, the recording and its checks, the records). The voice job
// itself runs on the job queue (voice-job-runner.ts), started by services.ts in the server or the worker.
import type { FastifyInstance } from 'fastify';
import { defaultUsageLimits, type ServerConfig } from '../config';
import { registerMultipartRoutes } from '../files/multipart-route';
import { registerStreamRoutes } from '../files/stream-route';
import { registerRouteImplementations } from '../http/api-route';
import { consentMediaRoutes, consentRoutes, consentUploadRoutes } from './consent/consent.routes';
import { referenceClipAudioRoutes } from './reference-clip-audio.routes';
import { voiceManageRoutes } from './voice-manage.routes';
import { voiceUploadRoutes } from './voice-upload.routes';
import { voiceRoutes } from './voice.routes';

export async function createVoicePlugin(
  app: FastifyInstance,
  { usageLimits = defaultUsageLimits }: Pick<ServerConfig, 'usageLimits'> = {},
): Promise<void> {
  const { db, media, voiceJobs, mediaLinks, transcription } = app.services;
  const consent = { db, store: media, transcription, mediaLinks };
  registerRouteImplementations(app, voiceRoutes(db, mediaLinks));
  registerRouteImplementations(app, voiceManageRoutes(db, media));
  registerRouteImplementations(app, consentRoutes(consent));
  await registerMultipartRoutes(app, consentUploadRoutes(consent));
  await registerStreamRoutes(app, consentMediaRoutes(db, media));
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
