// The video feature as a Fastify plugin: the /video library's list and a video's status (JSON), uploads and
// webcam recordings (multipart), and the playable MP4 and its poster (streams). The processing job itself runs on
// the job queue (video-job-runner.ts), started by services.ts in the server or the worker. Lip-sync: starting a job
// and listing them (JSON) and the result's stream; the job runs on its own queue (lipsync-job-runner.ts).
import type { FastifyInstance } from 'fastify';
import { registerMultipartRoutes } from '../files/multipart-route';
import { registerStreamRoutes } from '../files/stream-route';
import { registerRouteImplementations } from '../http/api-route';
import { lipsyncStreamRoutes } from './lipsync-stream.routes';
import { lipsyncRoutes } from './lipsync.routes';
import { videoManageRoutes } from './video-manage.routes';
import { videoStreamRoutes } from './video-stream.routes';
import { videoUploadRoutes } from './video-upload.routes';
import { videoRoutes } from './video.routes';

export async function videoPlugin(app: FastifyInstance): Promise<void> {
  const { db, media, videoJobs, lipsyncJobs, mediaLinks, lipsync } = app.services;
  registerRouteImplementations(app, [
    ...videoRoutes(db, mediaLinks),
    ...lipsyncRoutes(db, lipsyncJobs, mediaLinks, { store: media, animated: lipsync.name !== 'mux' }),
    ...videoManageRoutes(db, media),
  ]);
  await registerMultipartRoutes(
    app,
    videoUploadRoutes({ db, store: media, runner: videoJobs, log: app.log, mediaLinks }),
  );
  await registerStreamRoutes(app, [...videoStreamRoutes(db, media), ...lipsyncStreamRoutes(db, media)]);
}
