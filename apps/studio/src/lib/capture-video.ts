// The video recorder's `captureVideo` actor: the camera (480×360) and microphone recorded at 2.5 Mbps, MP4/H.264
// when the browser records it, else WebM/VP8. It reports `capture.started` with the live stream for the (muted,
// mirrored) preview, the whole take on `capture.stop` as `capture.stopped`, or `capture.failed` when the browser
// refuses. Stopping the actor releases the camera. The recording's life cycle is media-capture.ts.
import { fromCallback } from 'xstate';
import {
  pickVideoRecordingFormat,
  videoCaptureSettings,
  type VideoCaptureCommand,
  type VideoCaptureInput,
  type VideoCaptureReport,
} from '@twin/machines/video/video-recorder';
import { startMediaCapture, type MediaCaptureOptions } from './media-capture';

/** What to record from the camera (480×360, facing the user) and microphone, with `audio`'s processing. */
export function cameraRecording(
  audio: MediaTrackConstraints,
): Pick<MediaCaptureOptions, 'constraints' | 'recorderOptions' | 'fallbackType'> {
  const { width, height, videoBitsPerSecond } = videoCaptureSettings;
  return {
    constraints: { video: { width: { ideal: width }, height: { ideal: height }, facingMode: 'user' }, audio },
    recorderOptions: (isSupported) => {
      const format = pickVideoRecordingFormat(isSupported);
      return { ...(format ? { mimeType: format.mimeType } : {}), videoBitsPerSecond };
    },
    fallbackType: 'video/webm',
  };
}

export const captureVideo = fromCallback<VideoCaptureCommand, VideoCaptureInput>(
  ({ sendBack, receive, input }) => {
    const report = (event: VideoCaptureReport) => sendBack(event);
    const capture = startMediaCapture({
      ...cameraRecording({ echoCancellation: true, noiseSuppression: true }),
      maxSeconds: input.maxSeconds,
      started: (preview) => report({ type: 'capture.started', preview }),
      stopped: (video, mimeType) => report({ type: 'capture.stopped', video, mimeType }),
      failed: (error) => report({ type: 'capture.failed', error }),
    });
    receive((command) => {
      if (command.type === 'capture.stop') capture.stop();
    });
    return () => capture.release();
  },
);
