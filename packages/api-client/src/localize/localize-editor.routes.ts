// Routes of the dubbing editor (ours, issue 25): a finished localization's segments, one segment spoken again.
import { defineRoute } from '../shared/define-route';
import {
  dubSegmentsResponseSchema,
  regenerateSegmentRequestSchema,
  regenerateSegmentResponseSchema,
  regenerationParamsSchema,
  segmentParamsSchema,
  segmentRegenerationResponseSchema,
} from './localize-editor.schemas';
import { jobIdParamSchema } from './localize.schemas';

export const localizeEditorRoutes = {
  'localization.segments': defineRoute({
    id: 'localization.segments',
    summary:
      "Ours (issue 25): a finished localization's segments, their translations and timing fit ('Edit dub').",
    method: 'GET',
    path: '/api/localization/jobs/{jobId}/segments',
    params: jobIdParamSchema,
    response: dubSegmentsResponseSchema,
    spec: null,
  }),
  'localization.regenerateSegment': defineRoute({
    id: 'localization.regenerateSegment',
    summary:
      'Ours (issue 25): speak one segment again with a new translation; the result is replaced once it is done (409 while the job or another regeneration runs).',
    method: 'POST',
    path: '/api/localization/jobs/{jobId}/segments/{index}/regenerate',
    params: segmentParamsSchema,
    body: regenerateSegmentRequestSchema,
    response: regenerateSegmentResponseSchema,
    spec: null,
  }),
  'localization.regeneration': defineRoute({
    id: 'localization.regeneration',
    summary: 'Ours (issue 25): one segment regeneration (polled every 3 s).',
    method: 'GET',
    path: '/api/localization/jobs/{jobId}/regenerations/{regenerationId}',
    params: regenerationParamsSchema,
    response: segmentRegenerationResponseSchema,
    spec: null,
  }),
};
