// Routes for speech generation, translation and timeline audio (part 2 §7, plus two of ours for audio files).
import { idParamSchema, streamQuerySchema } from '../shared/common';
import { GENERATE_TIMEOUT_MS, VIDEO_MAX_FILE_BYTES } from '../shared/limits';
import {
  audioUploadResponseSchema,
  clipIdParamSchema,
  generateSpeechRequestSchema,
  generateSpeechResponseSchema,
  referenceClipAudioQuerySchema,
  speechEngineResponseSchema,
  translateRequestSchema,
  translateResponseSchema,
  watermarkCheckResponseSchema,
} from './text-to-speech.schemas';
import { defineRoute } from '../shared/define-route';

export const textToSpeechRoutes = {
  'tts.referenceClipAudio': defineRoute({
    id: 'tts.referenceClipAudio',
    summary: "A reference clip's audio for playback.",
    method: 'GET',
    path: '/api/tts/reference-clips/{clipId}/audio',
    tokenInQuery: true,
    params: clipIdParamSchema,
    query: referenceClipAudioQuerySchema,
    response: null,
    responseType: 'audio',
    spec: 'part-2',
  }),
  'tts.generate': defineRoute({
    id: 'tts.generate',
    summary: 'Generate speech with a voice (may take up to 15 minutes).',
    method: 'POST',
    path: '/api/tts/generate',
    body: generateSpeechRequestSchema,
    response: generateSpeechResponseSchema,
    timeoutMs: GENERATE_TIMEOUT_MS,
    spec: 'part-2',
  }),
  'tts.engine': defineRoute({
    id: 'tts.engine',
    summary: 'Which speech engine speaks, and whether it clones the voice (ours).',
    method: 'GET',
    path: '/api/tts/engine',
    response: speechEngineResponseSchema,
    spec: null,
  }),
  'translate.translate': defineRoute({
    id: 'translate.translate',
    summary: 'Translate the script into a speech language.',
    method: 'POST',
    path: '/api/translate/translate',
    body: translateRequestSchema,
    response: translateResponseSchema,
    spec: 'part-2',
  }),
  'audio.upload': defineRoute({
    id: 'audio.upload',
    summary: 'Store an audio file for the timeline (ours: uploaded clips need a server URL for lip-sync).',
    method: 'POST',
    path: '/api/audio/upload',
    multipart: true,
    files: [
      { name: 'audio', accept: 'audio', required: true, multiple: false, maxBytes: VIDEO_MAX_FILE_BYTES },
    ],
    response: audioUploadResponseSchema,
    spec: null,
  }),
  'audio.watermarkCheck': defineRoute({
    id: 'audio.watermarkCheck',
    summary: "Whether a file (audio or video) carries Twin Studio's watermark: yes or no (ours).",
    method: 'POST',
    path: '/api/audio/watermark-check',
    multipart: true,
    files: [
      {
        name: 'file',
        accept: 'audio-or-video',
        required: true,
        multiple: false,
        maxBytes: VIDEO_MAX_FILE_BYTES,
      },
    ],
    response: watermarkCheckResponseSchema,
    spec: null,
  }),
  'audio.stream': defineRoute({
    id: 'audio.stream',
    summary: 'Generated or uploaded audio by id (ours: the target of audioUrl and clip urls).',
    method: 'GET',
    path: '/api/audio/{id}',
    tokenInQuery: true,
    params: idParamSchema,
    query: streamQuerySchema,
    response: null,
    responseType: 'audio',
    spec: null,
  }),
};
