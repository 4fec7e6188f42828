// Routes of the speech-test service (part 1 §7), relative to {speech_test_base} and sent without authorization.
import { SPEECH_TEST_REFERENCE_MAX_FILE_BYTES } from '../shared/limits';
import {
  speechTestDownloadParamSchema,
  speechTestHealthResponseSchema,
  speechTestJobIdParamSchema,
  speechTestStatusResponseSchema,
  speechTestSubmitRequestSchema,
  speechTestSubmitResponseSchema,
  speechTestUploadResponseSchema,
} from './speech-test.schemas';
import { defineRoute } from '../shared/define-route';

export const speechTestRoutes = {
  'speechTest.health': defineRoute({
    id: 'speechTest.health',
    summary: 'Is the speech-test service available?',
    method: 'GET',
    path: '/health',
    base: 'speechTest',
    auth: false,
    response: speechTestHealthResponseSchema,
    spec: 'part-1',
  }),
  'speechTest.uploadReference': defineRoute({
    id: 'speechTest.uploadReference',
    summary: 'Upload the reference audio.',
    method: 'POST',
    path: '/upload-reference',
    base: 'speechTest',
    auth: false,
    multipart: true,
    files: [
      {
        name: 'audio',
        accept: 'audio',
        required: true,
        multiple: false,
        maxBytes: SPEECH_TEST_REFERENCE_MAX_FILE_BYTES,
      },
    ],
    response: speechTestUploadResponseSchema,
    spec: 'part-1',
  }),
  'speechTest.submit': defineRoute({
    id: 'speechTest.submit',
    summary: 'Queue a generation job.',
    method: 'POST',
    path: '/submit',
    base: 'speechTest',
    auth: false,
    body: speechTestSubmitRequestSchema,
    response: speechTestSubmitResponseSchema,
    spec: 'part-1',
  }),
  'speechTest.status': defineRoute({
    id: 'speechTest.status',
    summary: 'A generation job (polled every 3 s).',
    method: 'GET',
    path: '/status/{job_id}',
    base: 'speechTest',
    auth: false,
    params: speechTestJobIdParamSchema,
    response: speechTestStatusResponseSchema,
    spec: 'part-1',
  }),
  'speechTest.download': defineRoute({
    id: 'speechTest.download',
    summary: 'The generated audio (path derived from result.download_url).',
    method: 'GET',
    path: '/download/{filename}',
    base: 'speechTest',
    auth: false,
    params: speechTestDownloadParamSchema,
    response: null,
    responseType: 'audio',
    spec: 'part-1',
  }),
};
