// VideoPickerDialog: the speech page's video picker (spec part 2 §2) in a Radix dialog. Its steps
// follow lip-sync start: loading the videos ('Failed to load videos' with Try again), a masonry
// grid of video previews with each one's face check (a video the picker just added is marked New
// and focused) — or, with no videos, `emptyContent` (the Upload and Record tabs,
// VideoPickerSources) — then the confirmation 'Are you sure you want to use this video for
// lip-sync generation?' with the result's length and cost, whether the video will be looped, the
// engine's note and the video's face warning in creators' words, Cancel and Confirm & Generate,
// the mix and start progress and their failures. Keyboard: the grid is a list of buttons; focus
// moves to Cancel on the confirmation and back to the chosen video on Cancel.
import * as React from 'react';
import {
  lipsyncEngineNote,
  lipsyncFaceWarning,
  lipsyncStartMessages,
  type LipsyncEngineKind,
  type LipsyncStartEvent,
  type LipsyncStartView,
  type LipsyncSummary,
  type LipsyncVideo,
} from '@twin/machines/video/lipsync-start';
import { CircleAlertIcon, FilmIcon, InfoIcon, RepeatIcon } from 'lucide-react';
import { Alert } from '../../../components/alert/alert';
import { Button } from '../../../components/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog';
import { AppLink } from '../../../components/link/app-link';
import { Spinner } from '../../../components/spinner/spinner';
import { formatClock } from '../../../lib/format-audio';
import { FaceCheckBadge } from '../face-check-badge';

export interface VideoPickerDialogProps {
  view: LipsyncStartView;
  send: (event: LipsyncStartEvent) => void;
  /**
   * Shown instead of the grid when the user has no videos: the page passes the upload and record
   * panels (/video's). Without it, a line and a link to /video.
   */
  emptyContent?: React.ReactNode;
  /** The lip-sync engine the server runs: the confirmation describes it; absent or null says nothing of it. */
  engine?: LipsyncEngineKind | null;
}

export function VideoPickerDialog({ view, send, emptyContent, engine = null }: VideoPickerDialogProps) {
  const { step } = view;
  const lastChosenRef = React.useRef<string | null>(null);
  return (
    <Dialog
      open={view.pickerOpen}
      onOpenChange={(open) => {
        if (!open) send({ type: 'picker.close' });
      }}
    >
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto"
        data-slot="video-picker"
        showCloseButton={!view.busy}
        onEscapeKeyDown={(event) => {
          if (view.busy) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (view.busy) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>Create Video</DialogTitle>
          <DialogDescription>{lipsyncStartMessages.pickerDescription}</DialogDescription>
        </DialogHeader>
        {step === 'loading' ? (
          <div className="flex items-center justify-center gap-2 py-12 text-sm text-subtle-foreground">
            <Spinner decorative />
            <span role="status">{lipsyncStartMessages.loadingVideos}</span>
          </div>
        ) : step === 'loadFailed' ? (
          <div className="grid justify-items-start gap-3">
            <Alert variant="error">{view.pickerError ?? lipsyncStartMessages.videosFailed}</Alert>
            <Button variant="outline" onClick={() => send({ type: 'videos.reload' })}>
              {lipsyncStartMessages.tryAgain}
            </Button>
          </div>
        ) : step === 'noVideos' || (step === 'choosing' && view.videos.length === 0) ? (
          <div data-slot="video-picker-empty">{emptyContent ?? <NoVideos />}</div>
        ) : step === 'choosing' ? (
          <VideoGrid
            videos={view.videos}
            newVideoId={view.newVideoId}
            send={send}
            lastChosenRef={lastChosenRef}
          />
        ) : step === 'confirming' && view.chosenVideo ? (
          <Confirmation view={view} video={view.chosenVideo} send={send} engine={engine} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NoVideos() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
      <FilmIcon aria-hidden className="size-8 text-subtle-foreground" />
      <p className="text-sm text-subtle-foreground">{lipsyncStartMessages.noVideos}</p>
      <Button asChild size="sm">
        <AppLink href="/video">Upload Video</AppLink>
      </Button>
    </div>
  );
}

function durationText(video: LipsyncVideo): string | null {
  return video.duration !== null ? formatClock(video.duration) : null;
}

interface VideoGridProps {
  videos: readonly LipsyncVideo[];
  /** The video an upload or a recording in the picker just added: marked New, focused first. */
  newVideoId: string | null;
  send: VideoPickerDialogProps['send'];
  /** The video last chosen: its tile gets focus back when the user returns from the confirmation. */
  lastChosenRef: React.RefObject<string | null>;
}

function VideoGrid({ videos, newVideoId, send, lastChosenRef }: VideoGridProps) {
  const list = React.useRef<HTMLUListElement>(null);
  React.useEffect(() => {
    const id = lastChosenRef.current ?? newVideoId;
    if (id === null) return;
    lastChosenRef.current = null;
    list.current?.querySelector<HTMLElement>(`[data-video-id="${CSS.escape(id)}"]`)?.focus();
    // Once, when the grid appears: back from the confirmation, or after a video was added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastChosenRef]);
  return (
    <ul ref={list} aria-label="Your videos" className="m-0 list-none columns-2 gap-3 p-0 sm:columns-3">
      {videos.map((video) => (
        <li key={video.id} className="mb-3 break-inside-avoid">
          <button
            type="button"
            data-video-id={video.id}
            className="group grid w-full min-w-0 cursor-pointer grid-cols-[minmax(0,1fr)] gap-1.5 rounded-lg p-1 text-left outline-none hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => {
              lastChosenRef.current = video.id;
              send({ type: 'video.choose', videoId: video.id });
            }}
          >
            <VideoPreview video={video} />
            <span className="flex items-baseline justify-between gap-2 px-0.5 text-sm">
              <span className="min-w-0 truncate font-medium">{video.name}</span>
              {video.id === newVideoId ? (
                <span className="shrink-0 rounded-full bg-primary-soft px-1.5 py-0.5 text-xs font-medium text-primary-soft-foreground">
                  New
                </span>
              ) : null}
              {durationText(video) ? (
                <span className="shrink-0 text-xs text-subtle-foreground tabular-nums">
                  {durationText(video)}
                </span>
              ) : null}
            </span>
            <FaceCheckBadge faceCheck={video.faceCheck} consentFace={video.consentFace} className="mx-0.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A still preview (its first frame or poster); no controls inside the tile's button. */
function VideoPreview({ video }: { video: LipsyncVideo }) {
  if (video.previewSrc) {
    return (
      <video
        className="max-h-80 w-full rounded-md bg-black object-cover"
        src={video.previewSrc}
        poster={video.posterSrc ?? undefined}
        preload="metadata"
        muted
        playsInline
        aria-hidden
        tabIndex={-1}
      />
    );
  }
  if (video.posterSrc) {
    return <img className="max-h-80 w-full rounded-md bg-black object-cover" src={video.posterSrc} alt="" />;
  }
  return (
    <span className="flex aspect-video w-full items-center justify-center rounded-md bg-subtle text-subtle-foreground">
      <FilmIcon aria-hidden className="size-6" />
    </span>
  );
}

/** The result's length to a tenth of a second ('0:07.5'), so it reads right beside a cost rounded up ('8 credits'). */
function formatLength(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const whole = formatClock(Math.floor(tenths / 10));
  return tenths % 10 === 0 ? whole : `${whole}.${tenths % 10}`;
}

/** The result's length and cost before the credits are spent, and whether the video will be looped. */
function Summary({ summary }: { summary: LipsyncSummary }) {
  return (
    <div className="grid gap-2">
      <dl
        data-slot="lipsync-summary"
        className="m-0 grid grid-cols-2 gap-3 rounded-lg border bg-subtle/50 px-4 py-3 text-sm"
      >
        <div className="grid gap-0.5">
          <dt className="text-xs text-subtle-foreground">{lipsyncStartMessages.summaryLength}</dt>
          <dd className="m-0 font-semibold tabular-nums">{formatLength(summary.seconds)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-subtle-foreground">{lipsyncStartMessages.summaryCost}</dt>
          <dd className="m-0 grid">
            <span className="font-semibold tabular-nums">
              {lipsyncStartMessages.credits(summary.credits)}
            </span>
            <span className="text-xs text-subtle-foreground">{lipsyncStartMessages.perSecond}</span>
          </dd>
        </div>
      </dl>
      {summary.looped ? (
        <p className="flex items-start gap-2 text-xs text-subtle-foreground">
          <RepeatIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {lipsyncStartMessages.looped}
        </p>
      ) : null}
    </div>
  );
}

function Confirmation({
  view,
  video,
  send,
  engine,
}: {
  view: LipsyncStartView;
  video: LipsyncVideo;
  send: VideoPickerDialogProps['send'];
  engine: LipsyncEngineKind | null;
}) {
  const engineNote = lipsyncEngineNote(engine);
  const faceWarning = lipsyncFaceWarning(video, engine);
  const cancel = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <div className="grid gap-4" data-slot="lipsync-confirmation">
      <figure className="m-0 grid gap-1.5">
        {video.previewSrc ? (
          <video
            className="max-h-[40vh] w-full rounded-lg bg-black object-contain"
            src={video.previewSrc}
            poster={video.posterSrc ?? undefined}
            controls
            preload="metadata"
            playsInline
            aria-label={`Preview of ${video.name}`}
          />
        ) : video.posterSrc ? (
          <img
            className="max-h-[40vh] w-full rounded-lg bg-black object-contain"
            src={video.posterSrc}
            alt=""
          />
        ) : null}
        <figcaption className="text-sm font-medium">{video.name}</figcaption>
      </figure>
      <p className="text-sm font-medium">{lipsyncStartMessages.confirm}</p>
      {view.summary ? <Summary summary={view.summary} /> : null}
      {faceWarning ? (
        <p data-slot="lipsync-face-warning" className="flex items-start gap-2 text-sm">
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {faceWarning}
        </p>
      ) : null}
      {engineNote ? (
        <p data-slot="lipsync-engine-note" className="flex items-start gap-2 text-xs text-subtle-foreground">
          <InfoIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
          {engineNote}
        </p>
      ) : null}
      {view.pickerError ? <Alert variant="error">{view.pickerError}</Alert> : null}
      {view.busyText ? (
        <p className="flex items-center gap-2 text-sm text-subtle-foreground">
          <Spinner size="sm" decorative />
          <span role="status">{view.busyText}</span>
        </p>
      ) : null}
      <DialogFooter>
        <Button
          ref={cancel}
          variant="outline"
          aria-disabled={view.busy || undefined}
          onClick={() => {
            if (!view.busy) send({ type: 'confirmation.cancel' });
          }}
        >
          {lipsyncStartMessages.cancel}
        </Button>
        <Button
          aria-disabled={view.busy || undefined}
          onClick={() => {
            if (!view.busy) send({ type: 'lipsync.confirm' });
          }}
        >
          {view.busy ? <Spinner size="sm" decorative /> : null}
          {lipsyncStartMessages.confirmAndGenerate}
        </Button>
      </DialogFooter>
    </div>
  );
}
