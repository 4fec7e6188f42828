// The real speech test machine with pretend effects, for flow stories: a service that answers
// healthy (or not), keeps an uploaded reference, queues a job that is processing at the first
// check and completed at the second, and a download that saves (records it) or fails; a fake
// microphone that reports a short tone as its take, or refuses. Checks come every 60 ms instead
// of 3 s and a recorded "second" lasts 50 ms.
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
import { fromCallback, fromPromise } from 'xstate';
import { toneWav } from './create-voice-fixtures';
import { storySpeechTestAudio } from './speech-test-fixtures';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StorySpeechTestOptions {
  /** The health check answers this error. */
  unavailable?: string;
  /** The download fails. */
  failDownload?: boolean;
  /** The microphone is refused. */
  deniedMicrophone?: boolean;
  /** Receives each finished download. */
  onDownload?: (input: DownloadSpeechTestAudioInput) => void;
  /** Receives each submitted job. */
  onSubmit?: (input: SubmitSpeechTestInput) => void;
}

const microphone = fromCallback<SpeechTestCaptureCommand, SpeechTestCaptureInput>(({ sendBack, receive }) => {
  const started = setTimeout(() => sendBack({ type: 'capture.started' }), 80);
  receive(() => {
    setTimeout(() => sendBack({ type: 'capture.stopped', audio: toneWav(1), mimeType: 'audio/wav' }), 40);
  });
  return () => clearTimeout(started);
});

const deniedMicrophone = fromCallback<SpeechTestCaptureCommand, SpeechTestCaptureInput>(({ sendBack }) => {
  const timer = setTimeout(
    () => sendBack({ type: 'capture.failed', error: new Error('NotAllowedError') }),
    80,
  );
  return () => clearTimeout(timer);
});

export function storySpeechTestMachine(options: StorySpeechTestOptions = {}) {
  let checks = 0;
  return speechTestMachine.provide({
    actors: {
      checkHealth: fromPromise<SpeechTestHealthAnswer, void>(async () => {
        await pause(60);
        return options.unavailable ? { success: false, error: options.unavailable } : { success: true };
      }),
      uploadReference: fromPromise<SpeechTestUploadAnswer, UploadReferenceInput>(async ({ input }) => {
        await pause(120);
        const name = input.reference.source === 'file' ? input.reference.file.name : 'recording.wav';
        return { success: true, url: `/uploads/${name}` };
      }),
      submitJob: fromPromise<SpeechTestSubmitAnswer, SubmitSpeechTestInput>(async ({ input }) => {
        options.onSubmit?.(input);
        await pause(60);
        checks = 0;
        return { success: true, jobId: 'st-1' };
      }),
      checkStatus: fromPromise<SpeechTestStatusAnswer, CheckSpeechTestStatusInput>(async () => {
        await pause(30);
        checks += 1;
        return checks < 2
          ? { success: true, job: { status: 'processing' } }
          : { success: true, job: { status: 'completed', result: storySpeechTestAudio() } };
      }),
      downloadAudio: fromPromise<void, DownloadSpeechTestAudioInput>(async ({ input }) => {
        await pause(60);
        if (options.failDownload) throw new Error('Failed to fetch');
        options.onDownload?.(input);
      }),
      captureAudio: options.deniedMicrophone ? deniedMicrophone : microphone,
    },
    delays: { statusPollInterval: 60, recordingTick: 50 },
  });
}
