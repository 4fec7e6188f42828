// The toolbar of the spec (Upload Audio, Zoom In, Zoom Out, Download Audio, Create Video) with our
// editing tools between them: undo, redo, split at the cursor, delete, snapping. A zoom step
// re-renders nothing (see ZoomControls); the icons are elements made once, so a re-render never
// rebuilds them.
import * as React from 'react';
import { useSelector } from '@xstate/react';
import {
  ArrowLeftToLine,
  ArrowRightToLine,
  Clapperboard,
  Download,
  Eraser,
  Magnet,
  Redo2,
  Scissors,
  Trash2,
  Undo2,
  Upload,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { canZoomIn, canZoomOut, clipToSeconds, type TimelineClipInSeconds } from '../headless';
import { Spinner, TextButton, ToolButton } from './controls';
import type { AudioToAdd } from '../timeline-commands';
import { useTimelineLabels } from '../timeline-labels';
import { useTimelineView } from '../timeline-view-context';

const icons = {
  upload: <Upload aria-hidden />,
  zoomIn: <ZoomIn className="twin-timeline__icon" aria-hidden />,
  zoomOut: <ZoomOut className="twin-timeline__icon" aria-hidden />,
  undo: <Undo2 className="twin-timeline__icon" aria-hidden />,
  redo: <Redo2 className="twin-timeline__icon" aria-hidden />,
  split: <Scissors className="twin-timeline__icon" aria-hidden />,
  delete: <Trash2 className="twin-timeline__icon" aria-hidden />,
  snapping: <Magnet className="twin-timeline__icon" aria-hidden />,
  markerIn: <ArrowRightToLine className="twin-timeline__icon" aria-hidden />,
  markerOut: <ArrowLeftToLine className="twin-timeline__icon" aria-hidden />,
  clearMarkers: <Eraser className="twin-timeline__icon" aria-hidden />,
  download: <Download aria-hidden />,
  createVideo: <Clapperboard aria-hidden />,
  spinner: <Spinner />,
};

export type UploadAudioHandler = (
  files: File[],
) => Promise<readonly AudioToAdd[] | void> | readonly AudioToAdd[] | void;

export interface TimelineToolbarProps {
  title: string;
  onUploadAudio?: UploadAudioHandler;
  onCreateVideo?: (clips: TimelineClipInSeconds[]) => void;
}

function Divider() {
  return <span aria-hidden className="twin-timeline__divider" />;
}

/**
 * Zoom In, Zoom Out and the current zoom. A zoom step renders nothing in React: the label and the
 * buttons' disabled state (at 25 and 200 px/s) are written to the elements by a subscription; a
 * render (new labels) writes the same values from the snapshot.
 */
function ZoomControls() {
  const { actorRef, commands } = useTimelineView();
  const labels = useTimelineLabels();
  const zoomLabel = labels.zoomLevel;
  const label = React.useRef<HTMLSpanElement>(null);
  const zoomIn = React.useRef<HTMLButtonElement>(null);
  const zoomOut = React.useRef<HTMLButtonElement>(null);
  React.useLayoutEffect(() => {
    let shown: number | null = null;
    const show = (pixelsPerSecond: number) => {
      if (pixelsPerSecond === shown) return;
      shown = pixelsPerSecond;
      if (label.current) label.current.textContent = zoomLabel(pixelsPerSecond);
      if (zoomIn.current) zoomIn.current.disabled = !canZoomIn(pixelsPerSecond);
      if (zoomOut.current) zoomOut.current.disabled = !canZoomOut(pixelsPerSecond);
    };
    show(actorRef.getSnapshot().context.pixelsPerSecond);
    const subscription = actorRef.subscribe((snapshot) => show(snapshot.context.pixelsPerSecond));
    return () => subscription.unsubscribe();
  }, [actorRef, zoomLabel]);
  const pixelsPerSecond = actorRef.getSnapshot().context.pixelsPerSecond;
  return (
    <>
      <ToolButton
        ref={zoomIn}
        label={labels.zoomIn}
        shortcut="+"
        disabled={!canZoomIn(pixelsPerSecond)}
        onClick={() => commands.send({ type: 'zoom.in' })}
      >
        {icons.zoomIn}
      </ToolButton>
      <ToolButton
        ref={zoomOut}
        label={labels.zoomOut}
        shortcut="−"
        disabled={!canZoomOut(pixelsPerSecond)}
        onClick={() => commands.send({ type: 'zoom.out' })}
      >
        {icons.zoomOut}
      </ToolButton>
      <span ref={label} className="twin-timeline__zoom" data-slot="timeline-zoom">
        {zoomLabel(pixelsPerSecond)}
      </span>
    </>
  );
}

/** Plays a local file straight from the browser when the host does not store uploads itself. */
async function localAudio(
  files: File[],
  loadDuration: (url: string) => Promise<number>,
): Promise<AudioToAdd[]> {
  return Promise.all(
    files.map(async (file) => {
      const url = URL.createObjectURL(file);
      return {
        type: 'upload' as const,
        url,
        name: file.name.replace(/\.[^.]+$/, ''),
        duration: await loadDuration(url),
      };
    }),
  );
}

export function TimelineToolbar({ title, onUploadAudio, onCreateVideo }: TimelineToolbarProps) {
  const labels = useTimelineLabels();
  const { actorRef, commands, media, snapping } = useTimelineView();
  const canUndo = useSelector(
    actorRef,
    (snapshot) => snapshot.context.past.length > 0 && snapshot.can({ type: 'history.undo' }),
  );
  const canRedo = useSelector(
    actorRef,
    (snapshot) => snapshot.context.future.length > 0 && snapshot.can({ type: 'history.redo' }),
  );
  const hasSelection = useSelector(actorRef, (snapshot) => snapshot.context.selectedClipId !== null);
  const hasClips = useSelector(actorRef, (snapshot) => snapshot.context.clips.length > 0);
  const exporting = useSelector(actorRef, (snapshot) => snapshot.matches('exporting'));
  const hasMarkers = useSelector(
    actorRef,
    ({ context }) => context.markers.inSample !== null || context.markers.outSample !== null,
  );
  const dragging = useSelector(actorRef, (snapshot) => snapshot.matches('dragging'));
  const [snapOn, setSnapOn] = React.useState(snapping.enabled);
  const [uploading, setUploading] = React.useState(false);
  const fileInput = React.useRef<HTMLInputElement>(null);

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    try {
      const added = onUploadAudio
        ? await onUploadAudio(files)
        : await localAudio(files, async (url) => (await media.buffers.load(url)).duration);
      if (added) commands.addAudio(added);
    } catch (error) {
      // The host reports its own upload errors; a local file that will not decode is only logged.
      console.error('Adding audio to the timeline failed', error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div data-slot="timeline-toolbar" className="twin-timeline__toolbar">
      <h2 className="twin-timeline__title">{title}</h2>
      <input
        ref={fileInput}
        type="file"
        accept="audio/*"
        multiple
        className="twin-timeline__sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          void upload(files);
        }}
      />
      <TextButton disabled={uploading || dragging} onClick={() => fileInput.current?.click()}>
        {uploading ? icons.spinner : icons.upload}
        {labels.uploadAudio}
      </TextButton>
      <Divider />
      <ZoomControls />
      <Divider />
      <ToolButton
        label={labels.undo}
        shortcut="Ctrl+Z"
        disabled={!canUndo}
        onClick={() => commands.send({ type: 'history.undo' })}
      >
        {icons.undo}
      </ToolButton>
      <ToolButton
        label={labels.redo}
        shortcut="Ctrl+Shift+Z"
        disabled={!canRedo}
        onClick={() => commands.send({ type: 'history.redo' })}
      >
        {icons.redo}
      </ToolButton>
      <ToolButton
        label={labels.splitAtCursor}
        shortcut="S"
        disabled={!hasClips || dragging}
        onClick={() => commands.send({ type: 'clip.split' })}
      >
        {icons.split}
      </ToolButton>
      <ToolButton
        label={labels.deleteClip}
        shortcut="Delete"
        disabled={!hasSelection || dragging}
        onClick={() => commands.send({ type: 'clip.delete' })}
      >
        {icons.delete}
      </ToolButton>
      <ToolButton label={labels.snapping} pressed={snapOn} onClick={() => setSnapOn(snapping.toggle())}>
        {icons.snapping}
      </ToolButton>
      <Divider />
      <ToolButton
        label={labels.setInMarker}
        shortcut="I"
        onClick={() => commands.send({ type: 'marker.in' })}
      >
        {icons.markerIn}
      </ToolButton>
      <ToolButton
        label={labels.setOutMarker}
        shortcut="O"
        onClick={() => commands.send({ type: 'marker.out' })}
      >
        {icons.markerOut}
      </ToolButton>
      <ToolButton
        label={labels.clearMarkers}
        disabled={!hasMarkers}
        onClick={() => commands.send({ type: 'markers.clear' })}
      >
        {icons.clearMarkers}
      </ToolButton>
      <div className="twin-timeline__toolbar-end">
        {hasMarkers ? (
          <TextButton
            disabled={!hasClips || exporting || dragging}
            onClick={() => commands.send({ type: 'export.start', range: 'marked' })}
          >
            {icons.download}
            {labels.downloadMarkedRange}
          </TextButton>
        ) : null}
        <TextButton
          disabled={!hasClips || exporting || dragging}
          aria-busy={exporting || undefined}
          onClick={() => commands.send({ type: 'export.start' })}
        >
          {exporting ? icons.spinner : icons.download}
          {labels.downloadAudio}
        </TextButton>
        {onCreateVideo ? (
          <TextButton
            variant="primary"
            disabled={exporting || dragging}
            onClick={() => onCreateVideo(actorRef.getSnapshot().context.clips.map(clipToSeconds))}
          >
            {icons.createVideo}
            {labels.createVideo}
          </TextButton>
        ) : null}
      </div>
    </div>
  );
}
