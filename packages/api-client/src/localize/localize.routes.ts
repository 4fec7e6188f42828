// Routes for the localization wizard and its jobs (part 1 §7; the job list and stream also in part 2).
import { streamQuerySchema } from '../shared/common';
import { LOCALIZATION_VIDEO_MAX_FILE_BYTES } from '../shared/limits';
import {
  cancelLocalizationJobResponseSchema,
  jobIdParamSchema,
  localizationJobResponseSchema,
  localizationJobsResponseSchema,
  localizeJobRequestSchema,
  localizeJobResponseSchema,
  localizationSubtitlesQuerySchema,
  transcribeFieldsSchema,
  transcribeResponseSchema,
  translateSegmentsRequestSchema,
  translateSegmentsResponseSchema,
} from './localize.schemas';
import { defineRoute } from '../shared/define-route';

export const localizeRoutes = {
  'localization.transcribe': defineRoute({
    id: 'localization.transcribe',
    summary: 'Upload a video and transcribe its speech.',
    method: 'POST',
    path: '/api/localization/transcribe',
    body: transcribeFieldsSchema,
    multipart: true,
    files: [
      {
        name: 'file',
        accept: 'video',
        required: true,
        multiple: false,
        maxBytes: LOCALIZATION_VIDEO_MAX_FILE_BYTES,
      },
    ],
    response: transcribeResponseSchema,
    spec: 'part-1',
  }),
  'localization.createJob': defineRoute({
    id: 'localization.createJob',
    summary: 'Translate and dub the transcribed video into the target language.',
    method: 'POST',
    path: '/api/localization/localize-job',
    body: localizeJobRequestSchema,
    response: localizeJobResponseSchema,
    spec: 'part-1',
  }),
  'localization.translateSegments': defineRoute({
    id: 'localization.translateSegments',
    summary:
      "Ours (issue 25): 'Review translation' — each row of a transcribed video translated, to be edited.",
    method: 'POST',
    path: '/api/localization/translate-segments',
    body: translateSegmentsRequestSchema,
    response: translateSegmentsResponseSchema,
    spec: null,
  }),
  'localization.job': defineRoute({
    id: 'localization.job',
    summary: 'One localization job (polled every 3 s).',
    method: 'GET',
    path: '/api/localization/jobs/{jobId}',
    params: jobIdParamSchema,
    response: localizationJobResponseSchema,
    spec: 'part-1',
  }),
  'localization.cancelJob': defineRoute({
    id: 'localization.cancelJob',
    summary:
      'Ours (issue 25): stop a running localization; it ends as canceled and the credits of the part not done come back (409 once it ended).',
    method: 'POST',
    path: '/api/localization/jobs/{jobId}/cancel',
    params: jobIdParamSchema,
    response: cancelLocalizationJobResponseSchema,
    spec: null,
  }),
  'localization.jobs': defineRoute({
    id: 'localization.jobs',
    summary: "The user's localization jobs.",
    method: 'GET',
    path: '/api/localization/jobs',
    response: localizationJobsResponseSchema,
    spec: 'both',
  }),
  'localization.jobStream': defineRoute({
    id: 'localization.jobStream',
    summary: 'The localized video (Range supported; download=true for an attachment).',
    method: 'GET',
    path: '/api/localization/jobs/{jobId}/stream',
    tokenInQuery: true,
    params: jobIdParamSchema,
    query: streamQuerySchema,
    response: null,
    responseType: 'video',
    spec: 'both',
  }),
  'localization.jobSubtitles': defineRoute({
    id: 'localization.jobSubtitles',
    summary:
      "Ours (issue 25): a completed job's original or translated segments as SRT or WebVTT (an attachment).",
    method: 'GET',
    path: '/api/localization/jobs/{jobId}/subtitles',
    tokenInQuery: true,
    params: jobIdParamSchema,
    query: localizationSubtitlesQuerySchema,
    response: null,
    responseType: 'text',
    spec: null,
  }),
};
