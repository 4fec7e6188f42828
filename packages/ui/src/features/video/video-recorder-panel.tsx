// VideoRecorderPanel: the Record Video tab as the video recorder machine sees it — a 480×360
// frame showing the camera mirrored and muted with a REC indicator and the time while recording;
// Start Recording, Stop Recording; the take played back with Save Recording and Record Again; the
// bar through saving and processing with the machine's texts; the camera refused. Reused by the
// speech page's video picker.
import * as React from 'react';
import { CameraIcon, RotateCcwIcon, SaveIcon, SquareIcon, VideoIcon } from 'lucide-react';
import { videoCaptureSettings, type VideoRecorderSnapshot } from '@twin/machines/video/video-recorder';
import { Button } from '../../components/button/button';
import { CameraPreview } from '../../components/camera-preview/camera-preview';
import { Spinner } from '../../components/spinner/spinner';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { cn } from '../../lib/cn';
import { formatClock } from '../../lib/format-audio';
import { useObjectUrl } from '../../lib/use-object-url';
import type { VideoRecorderBinding } from './video-bindings';
import { VideoProcessingStatus } from './video-processing-status';

export interface VideoRecorderPanelProps {
  recorder: VideoRecorderBinding;
  className?: string;
}

const { width, height } = videoCaptureSettings;

export function VideoRecorderPanel({ recorder, className }: VideoRecorderPanelProps) {
  const { snapshot, send } = recorder;
  const { preview, recording, elapsedSeconds, maxSeconds, progress, notice, error } = snapshot.context;
  const start = () => send({ type: 'recording.start' });
  const live = snapshot.matches('recording') || snapshot.matches('stopping');
  const saving = snapshot.matches('saving');
  const processing = snapshot.matches('processing');
  const checking =
    snapshot.matches({ processing: 'waiting' }) || snapshot.matches({ processing: 'checking' });
  const showTake =
    recording !== null &&
    (snapshot.matches('recorded') || saving || processing || snapshot.matches('saveFailed'));

  let frame: React.ReactNode;
  if (live) {
    frame = (
      <>
        <CameraPreview stream={preview} width={width} height={height} />
        <span
          className="absolute top-3 left-3 inline-flex items-center gap-2 rounded-md bg-black/70 px-2 py-1 text-xs font-semibold tracking-wide text-white"
          aria-live="off"
        >
          <span className="relative flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full rounded-full bg-red-500 opacity-70 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2.5 rounded-full bg-red-500" />
          </span>
          REC
          <span className="font-mono tabular-nums">{formatClock(elapsedSeconds)}</span>
        </span>
      </>
    );
  } else if (showTake) {
    frame = <RecordedTake video={recording.video} />;
  } else if (snapshot.matches('requestingCamera')) {
    frame = (
      <FrameMessage>
        <Spinner decorative size="lg" />
        <span>Waiting for camera access...</span>
      </FrameMessage>
    );
  } else {
    frame = (
      <FrameMessage>
        <CameraIcon aria-hidden className="size-10 opacity-70" />
        <span>Your camera preview appears here.</span>
      </FrameMessage>
    );
  }

  return (
    <div
      data-slot="video-recorder-panel"
      data-state={stateName(snapshot)}
      className={cn('grid gap-4', className)}
    >
      <div
        className="relative mx-auto aspect-[4/3] w-full overflow-hidden rounded-xl bg-neutral-900 shadow-inner ring-1 ring-border"
        style={{ maxWidth: width }}
      >
        {frame}
      </div>

      {live ? (
        <p className="text-center text-xs text-subtle-foreground">
          Recording stops by itself at {formatClock(maxSeconds)}.
        </p>
      ) : null}

      {saving || processing ? (
        <VideoProcessingStatus
          progress={progress}
          label={saving ? 'Saving' : 'Processing'}
          notice={notice}
          error={error}
          busy={saving || checking}
        />
      ) : (
        <ErrorMessage text={error} />
      )}

      <div className="flex flex-wrap items-center justify-center gap-2">
        {snapshot.matches('idle') ? (
          <Button onClick={start}>
            <VideoIcon aria-hidden />
            Start Recording
          </Button>
        ) : null}
        {snapshot.matches('requestingCamera') ? (
          <Button variant="ghost" onClick={() => send({ type: 'recording.cancel' })}>
            Cancel
          </Button>
        ) : null}
        {live ? (
          <Button
            variant="destructive"
            onClick={() => send({ type: 'recording.stop' })}
            disabled={snapshot.matches('stopping')}
          >
            {snapshot.matches('stopping') ? (
              <Spinner decorative size="sm" />
            ) : (
              <SquareIcon aria-hidden className="fill-current" />
            )}
            Stop Recording
          </Button>
        ) : null}
        {snapshot.matches('recorded') || snapshot.matches('saveFailed') || saving ? (
          <Button onClick={() => send({ type: 'recording.save' })} disabled={saving}>
            {saving ? <Spinner decorative size="sm" /> : <SaveIcon aria-hidden />}
            {saving ? 'Saving...' : 'Save Recording'}
          </Button>
        ) : null}
        {snapshot.matches('recorded') || snapshot.matches('saveFailed') || processing ? (
          <Button variant="outline" onClick={start}>
            <RotateCcwIcon aria-hidden />
            Record Again
          </Button>
        ) : null}
        {snapshot.matches('cameraError') ? (
          <Button onClick={start}>
            <RotateCcwIcon aria-hidden />
            Try Again
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The take as recorded (not mirrored: that is how others will see it). */
function RecordedTake({ video }: { video: Blob }) {
  const url = useObjectUrl(video);
  return (
    <video
      data-part="recorded-take"
      src={url ?? undefined}
      width={width}
      height={height}
      controls
      playsInline
      preload="metadata"
      aria-label="Your recording"
      className="size-full bg-black object-contain"
    />
  );
}

function FrameMessage({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-sm text-neutral-300">
      {children}
    </div>
  );
}

function stateName(snapshot: VideoRecorderSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}
