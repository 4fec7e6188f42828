// Routes to rename and delete a localization in the library (ours, issue 26).
import { okResponseSchema } from '../shared/common';
import { defineRoute } from '../shared/define-route';
import { renameRequestSchema, renameResponseSchema } from '../shared/manage';
import { jobIdParamSchema } from './localize.schemas';

export const localizeManageRoutes = {
  'localization.renameJob': defineRoute({
    id: 'localization.renameJob',
    summary: 'Ours (issue 26): give a localization in the library a name of your own.',
    method: 'PUT',
    path: '/api/localization/jobs/{jobId}',
    params: jobIdParamSchema,
    body: renameRequestSchema,
    response: renameResponseSchema,
    spec: null,
  }),
  'localization.deleteJob': defineRoute({
    id: 'localization.deleteJob',
    summary: 'Ours (issue 26): delete a finished localization and its video for good (409 while it runs).',
    method: 'DELETE',
    path: '/api/localization/jobs/{jobId}',
    params: jobIdParamSchema,
    response: okResponseSchema,
    spec: null,
  }),
};
