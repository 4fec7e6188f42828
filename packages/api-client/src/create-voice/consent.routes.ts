// Routes of consent (issue 23, ours): the sentence to read, the recording and its checks, the records, the clip.
import { idParamSchema, streamQuerySchema } from '../shared/common';
import { CONSENT_MAX_FILE_BYTES } from '../shared/limits';
import { defineRoute } from '../shared/define-route';
import { consentChallengeSchema, consentListResponseSchema, consentRecordSchema } from './consent.schemas';

export const consentRoutes = {
  'consent.challenge': defineRoute({
    id: 'consent.challenge',
    summary:
      'The sentence to read for consent: the pending one if it has not expired (a reload shows the same), else a new one.',
    method: 'POST',
    path: '/api/consent/challenges',
    response: consentChallengeSchema,
    spec: null,
  }),
  'consent.record': defineRoute({
    id: 'consent.record',
    summary:
      'The consent clip (field `file`, 3–60 s): checked at once; 201 when passed, 422 { message, consent } when a check failed, 410 when expired.',
    method: 'POST',
    path: '/api/consent/challenges/{id}/recording',
    params: idParamSchema,
    multipart: true,
    files: [
      {
        name: 'file',
        accept: 'audio-or-video',
        required: true,
        multiple: false,
        maxBytes: CONSENT_MAX_FILE_BYTES,
      },
    ],
    response: consentRecordSchema,
    spec: null,
  }),
  'consent.list': defineRoute({
    id: 'consent.list',
    summary: "The user's consent records, newest first.",
    method: 'GET',
    path: '/api/consent',
    response: consentListResponseSchema,
    spec: null,
  }),
  'consent.media': defineRoute({
    id: 'consent.media',
    summary: 'A consent clip (owner only; Range supported).',
    method: 'GET',
    path: '/api/consent/{id}/media',
    tokenInQuery: true,
    params: idParamSchema,
    query: streamQuerySchema,
    response: null,
    responseType: 'video',
    spec: null,
  }),
};
