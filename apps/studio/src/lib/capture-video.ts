// The video recorder's `captureVideo` actor: the camera (480×360) and microphone through
// getUserMedia and a MediaRecorder at 2.5 Mbps, MP4/H.264 when the browser records it, else
// WebM/VP8. It reports `capture.started` with the live stream for the (muted, mirrored) preview,
// assembles the chunks on `capture.stop` and reports `capture.stopped`, or `capture.failed` when
// the browser refuses. Stopping the actor releases the camera.
import { fromCallback } from 'xstate';
import {
  pickVideoRecordingFormat,
  videoCaptureSettings,
  type VideoCaptureCommand,
  type VideoCaptureInput,
  type VideoCaptureReport,
} from '@twin/machines/video-recorder';

/** Seconds after the machine's own limit at which the capture stops itself, should the machine not. */
const safetyMarginSeconds = 5;

export const captureVideo = fromCallback<VideoCaptureCommand, VideoCaptureInput>(
  ({ sendBack, receive, input }) => {
    const report = (event: VideoCaptureReport) => sendBack(event);
    let stream: MediaStream | null = null;
    let recorder: MediaRecorder | null = null;
    let released = false;
    let stopRequested = false;
    const chunks: Blob[] = [];

    const releaseCamera = () => {
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
    };
    const stopRecorder = () => {
      if (recorder && recorder.state !== 'inactive') recorder.stop();
    };
    const safetyNet = setTimeout(stopRecorder, (input.maxSeconds + safetyMarginSeconds) * 1000);

    if (!navigator.mediaDevices?.getUserMedia) {
      queueMicrotask(() => report({ type: 'capture.failed', error: new Error('No media devices') }));
    } else {
      const { width, height, videoBitsPerSecond } = videoCaptureSettings;
      navigator.mediaDevices
        .getUserMedia({
          video: { width: { ideal: width }, height: { ideal: height }, facingMode: 'user' },
          audio: { echoCancellation: true, noiseSuppression: true },
        })
        .then(
          (granted) => {
            if (released) {
              granted.getTracks().forEach((track) => track.stop());
              return;
            }
            stream = granted;
            try {
              const format = pickVideoRecordingFormat((type) => MediaRecorder.isTypeSupported(type));
              recorder = new MediaRecorder(granted, {
                ...(format ? { mimeType: format.mimeType } : {}),
                videoBitsPerSecond: videoBitsPerSecond,
              });
            } catch (error) {
              releaseCamera();
              report({ type: 'capture.failed', error });
              return;
            }
            const active = recorder;
            active.ondataavailable = (event) => {
              if (event.data.size > 0) chunks.push(event.data);
            };
            active.onstop = () => {
              const type = active.mimeType || chunks[0]?.type || 'video/webm';
              releaseCamera();
              if (!released)
                report({ type: 'capture.stopped', video: new Blob(chunks, { type }), mimeType: type });
            };
            active.onerror = (event) => report({ type: 'capture.failed', error: event });
            // Chunks every second, so a long take is never one huge buffer inside the recorder.
            active.start(1000);
            report({ type: 'capture.started', preview: granted });
            if (stopRequested) stopRecorder();
          },
          (error: unknown) => {
            if (!released) report({ type: 'capture.failed', error });
          },
        );
    }

    receive((command) => {
      if (command.type !== 'capture.stop') return;
      if (recorder) stopRecorder();
      else stopRequested = true;
    });

    return () => {
      released = true;
      clearTimeout(safetyNet);
      if (recorder) {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        stopRecorder();
      }
      releaseCamera();
    };
  },
);
