// The text-to-speech feature as a Fastify plugin: speech generation and translation, the project and takes kept on
// the account (JSON), the timeline's audio upload and the watermark check (multipart), and the audio stream of
// generated speech and uploaded timeline audio.
import type { FastifyInstance } from 'fastify';
import { defaultUsageLimits, type ServerConfig } from '../config';
import { registerMultipartRoutes } from '../files/multipart-route';
import { registerStreamRoutes } from '../files/stream-route';
import { registerRouteImplementations } from '../http/api-route';
import { audioStreamRoutes } from './audio-stream.routes';
import { audioUploadRoutes } from './audio-upload.routes';
import { speechRoutes } from './speech.routes';
import { speechProjectRoutes } from './speech-project.routes';
import { speechTakesRoutes } from './speech-takes.routes';
import { watermarkCheckRoutes } from './watermark-check.routes';

export async function textToSpeechPlugin(
  app: FastifyInstance,
  { usageLimits = defaultUsageLimits }: Pick<ServerConfig, 'usageLimits'> = {},
): Promise<void> {
  const { db, media, speech, translation, mediaLinks, watermark } = app.services;
  registerRouteImplementations(
    app,
    speechRoutes({
      db,
      store: media,
      speech,
      watermark,
      translation,
      mediaLinks,
      log: app.log,
      generationsAtOnce: usageLimits.generationsAtOnce,
      translationQuota: app.services.translationQuota,
    }),
  );
  registerRouteImplementations(app, [
    ...speechProjectRoutes(db),
    ...speechTakesRoutes(db, media, mediaLinks),
  ]);
  await registerMultipartRoutes(app, [...audioUploadRoutes(db, media), ...watermarkCheckRoutes(watermark)]);
  await registerStreamRoutes(app, audioStreamRoutes(db, media));
}
