// Routes for videos and lip-sync jobs (part 2 §7; the lip-sync stream also in part 1).
import { idParamSchema, streamQuerySchema } from '../shared/common';
import { VIDEO_MAX_FILE_BYTES } from '../shared/limits';
import {
  lipsyncJobsResponseSchema,
  lipsyncRequestSchema,
  lipsyncResponseSchema,
  videoRecordResponseSchema,
  videoStatusResponseSchema,
  videoUploadResponseSchema,
  videosResponseSchema,
} from './video.schemas';
import { defineRoute } from '../shared/define-route';

export const videoRoutes = {
  'videos.list': defineRoute({
    id: 'videos.list',
    summary: "The user's videos (the page hides upload_method 'lipsync').",
    method: 'GET',
    path: '/api/videos',
    response: videosResponseSchema,
    spec: 'part-2',
  }),
  'videos.upload': defineRoute({
    id: 'videos.upload',
    summary: 'Upload one or more videos (MP4, WebM, MOV, AVI).',
    method: 'POST',
    path: '/api/videos/upload',
    multipart: true,
    files: [
      { name: 'video', accept: 'video', required: true, multiple: true, maxBytes: VIDEO_MAX_FILE_BYTES },
    ],
    response: videoUploadResponseSchema,
    spec: 'part-2',
  }),
  'videos.record': defineRoute({
    id: 'videos.record',
    summary: 'Save a webcam recording (recording_{timestamp}.mp4 or .webm).',
    method: 'POST',
    path: '/api/videos/record',
    multipart: true,
    files: [
      { name: 'video', accept: 'video', required: true, multiple: false, maxBytes: VIDEO_MAX_FILE_BYTES },
    ],
    response: videoRecordResponseSchema,
    spec: 'part-2',
  }),
  'videos.status': defineRoute({
    id: 'videos.status',
    summary: "A video's processing status (checked every 5 s, up to 60 times).",
    method: 'GET',
    path: '/api/videos/{id}/status',
    params: idParamSchema,
    response: videoStatusResponseSchema,
    spec: 'part-2',
  }),
  'videos.stream': defineRoute({
    id: 'videos.stream',
    summary: 'The video (Range supported).',
    method: 'GET',
    path: '/api/videos/{id}/stream',
    tokenInQuery: true,
    params: idParamSchema,
    query: streamQuerySchema,
    response: null,
    responseType: 'video',
    spec: 'part-2',
  }),
  'lipsync.create': defineRoute({
    id: 'lipsync.create',
    summary: 'Start a lip-sync job from a video and the timeline audio.',
    method: 'POST',
    path: '/api/videos/lipsync-timeline',
    body: lipsyncRequestSchema,
    response: lipsyncResponseSchema,
    spec: 'part-2',
  }),
  'lipsync.jobs': defineRoute({
    id: 'lipsync.jobs',
    summary: "The user's lip-sync jobs.",
    method: 'GET',
    path: '/api/videos/lipsync',
    response: lipsyncJobsResponseSchema,
    spec: 'part-2',
  }),
  'lipsync.jobStream': defineRoute({
    id: 'lipsync.jobStream',
    summary: 'The lip-synced video (Range supported; download=true for an attachment).',
    method: 'GET',
    path: '/api/videos/lipsync/{id}/stream',
    tokenInQuery: true,
    params: idParamSchema,
    query: streamQuerySchema,
    response: null,
    responseType: 'video',
    spec: 'both',
  }),
};
