// The real /video machines with pretend effects, for flow stories: a server that takes uploads in
// a few progress steps and processes videos after one check, a camera drawn on a canvas (a real
// MediaStream, so the mirrored preview moves) that hands back a small take, and a refused camera.
// Status checks come every 40 ms instead of 5 s and a recorded "second" lasts 20 ms.
import { videoPageMachine, type LibraryVideo } from '@twin/machines/video/video-page';
import {
  videoRecorderMachine,
  type SavedVideoRecording,
  type SaveVideoRecordingInput,
  type VideoCaptureCommand,
  type VideoCaptureInput,
} from '@twin/machines/video/video-recorder';
import {
  videoUploadMachine,
  type CheckVideoStatusInput,
  type UploadedVideos,
  type UploadVideosInput,
  type VideoStatusCheck,
} from '@twin/machines/video/video-upload';
import { fromCallback, fromPromise } from 'xstate';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fastDelays = { statusCheckInterval: 40, tick: 20 };

/** Sends the files in four steps, then keeps them as video-101, video-102, … */
const uploadVideos = fromPromise<UploadedVideos, UploadVideosInput>(async ({ input }) => {
  for (const percent of [25, 50, 75, 100]) {
    await pause(60);
    input.reportProgress(percent);
  }
  return { videoIds: input.files.map((_, index) => `video-${101 + index}`) };
});

const refuseUpload = fromPromise<UploadedVideos, UploadVideosInput>(async ({ input }) => {
  await pause(60);
  input.reportProgress(40);
  await pause(60);
  throw Object.assign(new Error('Request failed'), {
    serverMessage: 'File too large. Maximum size is 100MB.',
  });
});

/** Processing for one check, ready at the next. */
function checkVideoStatusAfter(checksUntilReady: number) {
  let checks = 0;
  return fromPromise<VideoStatusCheck[], CheckVideoStatusInput>(async ({ input }) => {
    await pause(30);
    checks += 1;
    const status = checks > checksUntilReady ? 'ready' : 'processing';
    return input.videoIds.map((id) => ({ id, status }));
  });
}

export function storyVideoUploadMachine({ refuse = false } = {}) {
  return videoUploadMachine.provide({
    actors: {
      uploadVideos: refuse ? refuseUpload : uploadVideos,
      checkVideoStatus: checkVideoStatusAfter(1),
    },
    delays: fastDelays,
  });
}

/** A canvas "camera": a slowly moving gradient with a face-like circle, as a real MediaStream. */
function canvasCamera(): { stream: MediaStream; stop: () => void } {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 360;
  const context = canvas.getContext('2d');
  let frame = 0;
  const draw = () => {
    if (!context) return;
    frame += 1;
    const gradient = context.createLinearGradient(0, 0, 480, 360);
    gradient.addColorStop(0, `hsl(${(220 + frame) % 360} 60% 35%)`);
    gradient.addColorStop(1, `hsl(${(280 + frame) % 360} 60% 20%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 480, 360);
    context.fillStyle = 'rgba(255,255,255,0.85)';
    context.beginPath();
    context.arc(240, 150, 62, 0, Math.PI * 2);
    context.fill();
    context.fillRect(150, 230, 180, 130);
    context.fillStyle = '#111';
    context.font = '20px sans-serif';
    context.fillText('TWIN', 24, 40);
  };
  draw();
  const timer = setInterval(draw, 100);
  const stream = canvas.captureStream(10);
  return {
    stream,
    stop: () => {
      clearInterval(timer);
      stream.getTracks().forEach((track) => track.stop());
    },
  };
}

const captureVideo = fromCallback<VideoCaptureCommand, VideoCaptureInput>(({ sendBack, receive }) => {
  const camera = canvasCamera();
  const started = setTimeout(() => sendBack({ type: 'capture.started', preview: camera.stream }), 120);
  receive(() => {
    setTimeout(
      () =>
        sendBack({
          type: 'capture.stopped',
          video: new Blob([new Uint8Array(2048)], { type: 'video/webm' }),
          mimeType: 'video/webm;codecs=vp8,opus',
        }),
      60,
    );
  });
  return () => {
    clearTimeout(started);
    camera.stop();
  };
});

const deniedCamera = fromCallback<VideoCaptureCommand, VideoCaptureInput>(({ sendBack }) => {
  const timer = setTimeout(
    () => sendBack({ type: 'capture.failed', error: new Error('NotAllowedError') }),
    100,
  );
  return () => clearTimeout(timer);
});

const saveRecording = fromPromise<SavedVideoRecording, SaveVideoRecordingInput>(async ({ input }) => {
  for (const percent of [50, 100]) {
    await pause(60);
    input.reportProgress(percent);
  }
  return { videoId: 'video-201' };
});

export function storyVideoRecorderMachine({ denied = false } = {}) {
  return videoRecorderMachine.provide({
    actors: {
      captureVideo: denied ? deniedCamera : captureVideo,
      saveRecording,
      checkVideoStatus: checkVideoStatusAfter(1),
    },
    delays: fastDelays,
  });
}

/** The page with the pretend server: the library answers `videos` after a short pause. */
export function storyVideoPageMachine(videos: readonly LibraryVideo[]) {
  return videoPageMachine.provide({
    actors: {
      loadVideos: fromPromise<LibraryVideo[], void>(async () => {
        await pause(80);
        return [...videos];
      }),
      videoUpload: storyVideoUploadMachine(),
      videoRecorder: storyVideoRecorderMachine(),
    },
  });
}
