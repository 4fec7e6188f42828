// The recorder machine's `captureAudio` actor: the microphone (echo cancellation and noise suppression on) recorded
// as the first container the browser supports. It reports `capture.started` once recording runs, the whole take on
// `capture.stop` as `capture.stopped`, or `capture.failed` when the browser refuses. Stopping the actor (the machine
// leaves the take) releases the microphone. The recording's life cycle is media-capture.ts.
import { fromCallback } from 'xstate';
import type { CaptureCommand, CaptureInput, CaptureReport } from '@twin/machines/create-voice/recorder';
import { startMediaCapture, type MediaCaptureOptions } from './media-capture';

/** Containers in order of preference; the first the browser can record is used. */
const preferredMimeTypes = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

export function pickRecordingMimeType(isSupported: (type: string) => boolean): string | null {
  return preferredMimeTypes.find((type) => isSupported(type)) ?? null;
}

/** A file extension for a recorded container ('audio/webm;codecs=opus' → 'webm'). */
export function recordingExtension(mimeType: string): string {
  if (mimeType.includes('mp4')) return 'm4a';
  if (mimeType.includes('ogg')) return 'ogg';
  if (mimeType.includes('wav')) return 'wav';
  return 'webm';
}

/** What to record from the microphone alone, with `audio`'s processing: the first container the browser supports. */
export function microphoneRecording(
  audio: MediaTrackConstraints,
): Pick<MediaCaptureOptions, 'constraints' | 'recorderOptions' | 'fallbackType'> {
  return {
    constraints: { audio },
    recorderOptions: (isSupported) => {
      const mimeType = pickRecordingMimeType(isSupported);
      return mimeType ? { mimeType } : undefined;
    },
    fallbackType: 'audio/webm',
  };
}

export const captureAudio = fromCallback<CaptureCommand, CaptureInput>(({ sendBack, receive, input }) => {
  const report = (event: CaptureReport) => sendBack(event);
  const capture = startMediaCapture({
    ...microphoneRecording({ echoCancellation: true, noiseSuppression: true }),
    maxSeconds: input.maxSeconds,
    started: () => report({ type: 'capture.started' }),
    stopped: (audio, mimeType) => report({ type: 'capture.stopped', audio, mimeType }),
    failed: (error) => report({ type: 'capture.failed', error }),
  });
  receive((command) => {
    if (command.type === 'capture.stop') capture.stop();
  });
  return () => capture.release();
});
