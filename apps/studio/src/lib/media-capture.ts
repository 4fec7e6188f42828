// One recording from the camera or microphone: getUserMedia, a MediaRecorder that hands over a chunk every second,
// the chunks joined into one Blob when it stops, and the devices released when it ends. The recorder actors
// (capture-audio.ts, capture-video.ts) say what to ask for and what to report; this holds the life cycle they share.

/** Seconds after the machine's own limit at which a capture stops itself, should the machine not. */
const SAFETY_MARGIN_SECONDS = 5;

export interface MediaCaptureOptions {
  constraints: MediaStreamConstraints;
  /** The recorder's options, given what the browser can record. */
  recorderOptions: (isTypeSupported: (type: string) => boolean) => MediaRecorderOptions | undefined;
  /** The Blob's type when neither the recorder nor the chunks name one. */
  fallbackType: string;
  /** The machine's limit; the capture stops itself a few seconds after it. */
  maxSeconds: number;
  started: (stream: MediaStream) => void;
  stopped: (recording: Blob, mimeType: string) => void;
  failed: (error: unknown) => void;
}

export interface MediaCapture {
  /** Ends the recording (at once, or as soon as it has started); `stopped` follows. */
  stop(): void;
  /** Drops the recording and releases the devices; nothing is reported after it. */
  release(): void;
}

export function startMediaCapture(options: MediaCaptureOptions): MediaCapture {
  let stream: MediaStream | null = null;
  let recorder: MediaRecorder | null = null;
  let released = false;
  let stopRequested = false;
  const chunks: Blob[] = [];

  const releaseDevices = () => {
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
  };
  const stopRecorder = () => {
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  };
  const safetyNet = setTimeout(stopRecorder, (options.maxSeconds + SAFETY_MARGIN_SECONDS) * 1000);

  const record = (granted: MediaStream) => {
    if (released) {
      granted.getTracks().forEach((track) => track.stop());
      return;
    }
    stream = granted;
    try {
      recorder = new MediaRecorder(
        granted,
        options.recorderOptions((type) => MediaRecorder.isTypeSupported(type)),
      );
    } catch (error) {
      releaseDevices();
      options.failed(error);
      return;
    }
    const active = recorder;
    active.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    active.onstop = () => {
      const type = active.mimeType || chunks[0]?.type || options.fallbackType;
      releaseDevices();
      if (!released) options.stopped(new Blob(chunks, { type }), type);
    };
    active.onerror = (event) => options.failed(event);
    // Chunks every second, so a long take is never one huge buffer inside the recorder.
    active.start(1000);
    options.started(granted);
    if (stopRequested) stopRecorder();
  };

  if (!navigator.mediaDevices?.getUserMedia) {
    queueMicrotask(() => options.failed(new Error('No media devices')));
  } else {
    navigator.mediaDevices.getUserMedia(options.constraints).then(record, (error: unknown) => {
      if (!released) options.failed(error);
    });
  }

  return {
    stop() {
      if (recorder) stopRecorder();
      else stopRequested = true;
    },
    release() {
      released = true;
      clearTimeout(safetyNet);
      if (recorder) {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        stopRecorder();
      }
      releaseDevices();
    },
  };
}
