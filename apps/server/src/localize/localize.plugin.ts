// The localization feature as a Fastify plugin: transcribing an uploaded video (multipart), creating a job and
// reading jobs (JSON), and the localized video's stream. The job itself runs on the `localization` queue
// (localize-job-runner.ts), started by services.ts in the server or the worker.
import type { FastifyInstance } from 'fastify';
import { registerMultipartRoutes } from '../files/multipart-route';
import { registerStreamRoutes } from '../files/stream-route';
import { registerRouteImplementations } from '../http/api-route';
import { localizeEditorRoutes } from './localize-editor.routes';
import { localizeManageRoutes } from './localize-manage.routes';
import { localizationStreamRoutes } from './localize-stream.routes';
import { localizeRoutes } from './localize.routes';
import { TRANSCRIPTIONS_AT_ONCE, TRANSCRIPTIONS_AT_ONCE_PER_USER } from './localize-messages';
import { transcribeRoutes } from './transcribe.routes';
import { TranscriptionSlots } from './transcription-slots';

export async function localizePlugin(app: FastifyInstance): Promise<void> {
  const { db, media, speech, translation, translationQuota, mediaLinks, localizationJobs, lipsync } =
    app.services;
  registerRouteImplementations(
    app,
    localizeRoutes({
      db,
      store: media,
      lipsync,
      runner: localizationJobs,
      mediaLinks,
      speech,
      translation,
      translationQuota,
    }),
  );
  registerRouteImplementations(app, localizeManageRoutes(db, media));
  registerRouteImplementations(app, localizeEditorRoutes(db, app.services.regenerationJobs));
  const slots = new TranscriptionSlots({
    perUser: TRANSCRIPTIONS_AT_ONCE_PER_USER,
    overall: TRANSCRIPTIONS_AT_ONCE,
  });
  await registerMultipartRoutes(
    app,
    transcribeRoutes({ db, store: media, slots, transcription: () => app.services.transcription }),
  );
  await registerStreamRoutes(app, localizationStreamRoutes(db, media));
}
