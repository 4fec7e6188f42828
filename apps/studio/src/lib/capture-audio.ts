// The recorder machine's `captureAudio` actor: the microphone through getUserMedia and a
// MediaRecorder. It reports `capture.started` once recording runs, assembles the chunks into one
// Blob on `capture.stop` and reports `capture.stopped`, or `capture.failed` when the browser
// refuses. Stopping the actor (the machine leaves the take) releases the microphone.
import { fromCallback } from 'xstate';
import type { CaptureCommand, CaptureInput, CaptureReport } from '@twin/machines/recorder';

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

/** Seconds after the machine's own limit at which the capture stops itself, should the machine not. */
const safetyMarginSeconds = 5;

export const captureAudio = fromCallback<CaptureCommand, CaptureInput>(({ sendBack, receive, input }) => {
  const report = (event: CaptureReport) => sendBack(event);
  let stream: MediaStream | null = null;
  let recorder: MediaRecorder | null = null;
  let released = false;
  let stopRequested = false;
  const chunks: Blob[] = [];

  const releaseMicrophone = () => {
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
    navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } }).then(
      (granted) => {
        if (released) {
          granted.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = granted;
        try {
          const mimeType = pickRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
          recorder = new MediaRecorder(granted, mimeType ? { mimeType } : undefined);
        } catch (error) {
          releaseMicrophone();
          report({ type: 'capture.failed', error });
          return;
        }
        const active = recorder;
        active.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        active.onstop = () => {
          const type = active.mimeType || chunks[0]?.type || 'audio/webm';
          releaseMicrophone();
          if (!released)
            report({ type: 'capture.stopped', audio: new Blob(chunks, { type }), mimeType: type });
        };
        active.onerror = (event) => report({ type: 'capture.failed', error: event });
        // Chunks every second, so a long take is never one huge buffer inside the recorder.
        active.start(1000);
        report({ type: 'capture.started' });
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
    releaseMicrophone();
  };
});
