// The consent step's `captureConsent` actor: the camera (480×360, as the video recorder) and the
// microphone recorded together; when no camera can be opened (none, refused, busy) the microphone
// alone, so a creator without a camera can still consent (the clip then proves the voice, not the
// face). It reports `capture.started` with the live stream and whether it has video, the take on
// `capture.stop`, or `capture.failed` when not even the microphone opens. The recording's life
// cycle is media-capture.ts; the formats are the video recorder's and the audio recorder's.
import { fromCallback } from 'xstate';
import type {
  ConsentCaptureCommand,
  ConsentCaptureInput,
  ConsentCaptureReport,
} from '@twin/machines/create-voice/consent';
import { microphoneRecording } from '../../lib/capture-audio';
import { cameraRecording } from '../../lib/capture-video';
import { startMediaCapture, type MediaCapture } from '../../lib/media-capture';

/**
 * The sound as spoken, with no echo cancellation, noise suppression or gain control (nothing plays while
 * recording): the server compares this voice with an uploaded reference and listens for the phrase. With
 * Chromium's processing on, the same voice scored 0.740 against an untouched reference; without, 0.778.
 */
const microphone = { echoCancellation: false, noiseSuppression: false, autoGainControl: false } as const;

export const captureConsent = fromCallback<ConsentCaptureCommand, ConsentCaptureInput>(
  ({ sendBack, receive, input }) => {
    const report = (event: ConsentCaptureReport) => sendBack(event);
    let capture: MediaCapture | null = null;
    let stopRequested = false;

    const open = (withCamera: boolean) => {
      let started = false;
      capture = startMediaCapture({
        ...(withCamera ? cameraRecording(microphone) : microphoneRecording(microphone)),
        maxSeconds: input.maxSeconds,
        started: (stream) => {
          started = true;
          report({ type: 'capture.started', preview: withCamera ? stream : null, hasVideo: withCamera });
        },
        stopped: (media, mimeType) => report({ type: 'capture.stopped', media, mimeType }),
        failed: (error) => {
          if (withCamera && !started) {
            capture?.release();
            open(false);
          } else {
            report({ type: 'capture.failed', error });
          }
        },
      });
      if (stopRequested) capture.stop();
    };

    open(true);
    receive((command) => {
      if (command.type !== 'capture.stop') return;
      stopRequested = true;
      capture?.stop();
    });
    return () => capture?.release();
  },
);
