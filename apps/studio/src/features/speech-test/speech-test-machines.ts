// The /test-vibe page's effects (spec part 1 §7): the speech test machine provided with the api
// client's speech-test calls (under the base GET /api/public-config names, loaded before the first
// call by speech-test-api.ts; never with the login token), the
// microphone of lib/capture-audio (the take named recording.webm|m4a|ogg|wav), the
// result's audio URL derived from download_url (/api/download/ → /download/ under the base), and
// its download saved under the service's file name. Built from injected dependencies so the unit
// tests pass a fake server.
import { speechTestReferenceFormData } from '@twin/api-client';
import {
  speechTestMachine,
  type CheckSpeechTestStatusInput,
  type DownloadSpeechTestAudioInput,
  type SpeechTestCaptureCommand,
  type SpeechTestCaptureInput,
  type SpeechTestHealthAnswer,
  type SpeechTestStatusAnswer,
  type SpeechTestSubmitAnswer,
  type SpeechTestUploadAnswer,
  type SubmitSpeechTestInput,
  type UploadReferenceInput,
} from '@twin/machines/speech-test';
import { fromPromise, type CallbackActorLogic } from 'xstate';
import { recordingExtension } from '../../lib/capture-audio';
import type { SpeechTestApi } from './speech-test-api';

export interface SpeechTestDependencies {
  /** The client for the configured speech-test base (speechTestApiLoader), awaited by every call. */
  speechTestApi: () => Promise<SpeechTestApi>;
  captureAudio: CallbackActorLogic<SpeechTestCaptureCommand, SpeechTestCaptureInput>;
  /** Hands the downloaded audio to the browser as a file (lib/save-file.ts in the page). */
  saveFile: (file: Blob, fileName: string) => void;
}

/** The multipart part of a reference: a chosen file keeps its name, a take is named by its container. */
export function referencePart(reference: UploadReferenceInput['reference']) {
  return reference.source === 'file'
    ? { file: reference.file, fileName: reference.file.name }
    : { file: reference.audio, fileName: `recording.${recordingExtension(reference.mimeType)}` };
}

export function createSpeechTestMachine({ speechTestApi, captureAudio, saveFile }: SpeechTestDependencies) {
  return speechTestMachine.provide({
    actors: {
      captureAudio,
      checkHealth: fromPromise<SpeechTestHealthAnswer, void>(async ({ signal }) =>
        (await speechTestApi()).speechTest.health({ signal }),
      ),
      uploadReference: fromPromise<SpeechTestUploadAnswer, UploadReferenceInput>(async ({ input, signal }) =>
        (await speechTestApi()).speechTest.uploadReference(
          speechTestReferenceFormData(referencePart(input.reference)),
          { signal },
        ),
      ),
      submitJob: fromPromise<SpeechTestSubmitAnswer, SubmitSpeechTestInput>(async ({ input, signal }) => {
        const api = await speechTestApi();
        const answer = await api.speechTest.submit(input, { signal });
        return { success: answer.success, jobId: answer.job_id ?? null, error: answer.error ?? null };
      }),
      checkStatus: fromPromise<SpeechTestStatusAnswer, CheckSpeechTestStatusInput>(
        async ({ input, signal }) => {
          const api = await speechTestApi();
          const { success, job, error } = await api.speechTest.status(input.jobId, { signal });
          const result = job?.result;
          return {
            success,
            error: error ?? null,
            job: job && {
              status: job.status,
              error: job.error ?? null,
              result: result && {
                downloadUrl: result.download_url,
                audioUrl: api.urls.speechTestDownload(result.download_url),
                fileName: result.audio_file,
                durationSeconds: result.duration,
                sampleRate: result.sample_rate,
                generationSeconds: result.generation_time,
                fileSizeBytes: result.file_size_bytes,
              },
            },
          };
        },
      ),
      downloadAudio: fromPromise<void, DownloadSpeechTestAudioInput>(async ({ input, signal }) => {
        const api = await speechTestApi();
        const audio = await api.speechTest.download(input.audio.downloadUrl, { signal });
        saveFile(audio, downloadName(input.audio.fileName));
      }),
    },
  });
}

/** The service's file name without any folder part; 'speech_test.wav' when it gives none. */
export function downloadName(audioFile: string): string {
  const name = audioFile.split(/[\\/]/).pop()?.trim() ?? '';
  return name === '' ? 'speech_test.wav' : name;
}
