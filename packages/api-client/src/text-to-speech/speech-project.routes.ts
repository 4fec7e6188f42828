// Routes of the speech page kept on the account (ours, issue 26): the project and the takes.
import { idParamSchema, okResponseSchema } from '../shared/common';
import { defineRoute } from '../shared/define-route';
import {
  saveSpeechProjectRequestSchema,
  saveSpeechProjectResponseSchema,
  speechProjectResponseSchema,
  speechTakesResponseSchema,
} from './speech-project.schemas';

export const speechProjectRoutes = {
  'speech.project': defineRoute({
    id: 'speech.project',
    summary:
      "Ours (issue 26): the speech page's saved project (script, voice, settings, timeline) and its version.",
    method: 'GET',
    path: '/api/speech/project',
    response: speechProjectResponseSchema,
    spec: null,
  }),
  'speech.saveProject': defineRoute({
    id: 'speech.saveProject',
    summary:
      "Ours (issue 26): save the speech page's project over the version read; 409 with the saved project when " +
      'another tab saved first.',
    method: 'PUT',
    path: '/api/speech/project',
    body: saveSpeechProjectRequestSchema,
    response: saveSpeechProjectResponseSchema,
    spec: null,
  }),
  'speech.takes': defineRoute({
    id: 'speech.takes',
    summary: "Ours (issue 26): the user's generated takes, newest first.",
    method: 'GET',
    path: '/api/speech/takes',
    response: speechTakesResponseSchema,
    spec: null,
  }),
  'speech.deleteTake': defineRoute({
    id: 'speech.deleteTake',
    summary: 'Ours (issue 26): delete a take and its audio for good; its cost stays in the credits history.',
    method: 'DELETE',
    path: '/api/speech/takes/{id}',
    params: idParamSchema,
    response: okResponseSchema,
    spec: null,
  }),
};
