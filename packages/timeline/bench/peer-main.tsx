// The peer's bench page: react-timeline-editor (@xzdarcy/react-timeline-editor, a dev dependency)
// showing the same clips as the bench page (demoManyClips, one row per lane of ours), with Zoom In
// and Zoom Out buttons stepping the same 25–200 px/s, rendered with React's profiling build so a
// Profiler counts commits of the whole editor and of each clip. It offers the part of
// window.timelineBench that scripts/bench-timeline.mjs uses for the drag (a) and the zoom (c); the
// peer has no multi-select drag, playback of our kind or WAV export.
import * as React from 'react';
import { createRoot } from 'react-dom/profiling';
import { commitCounts, countClipCommit, countTimelineCommit } from './commit-counters';
import { Timeline } from '@xzdarcy/react-timeline-editor';
import '@xzdarcy/react-timeline-editor/dist/react-timeline-editor.css';
import { clipFromSeconds, timelineZoom, zoomIn, zoomOut } from '../src/headless';
import { demoManyClips } from '../src/demo/demo-clips';
import { assignLanes } from '../src/lanes';

const query = new URLSearchParams(location.search);
const clipCount = Number(query.get('clips') ?? 200);
const totalSeconds = Number(query.get('seconds') ?? 1800);
const clips = demoManyClips(clipCount, totalSeconds);

type TimelineRow = React.ComponentProps<typeof Timeline>['editorData'][number];
type TimelineAction = TimelineRow['actions'][number];

let dragging = false;

function initialRows(): TimelineRow[] {
  const lanes = assignLanes(clips.map(clipFromSeconds));
  const rows: TimelineRow[] = [];
  for (const clip of clips) {
    const lane = lanes.get(clip.id) ?? 0;
    while (rows.length <= lane) rows.push({ id: `lane-${rows.length}`, actions: [] });
    rows[lane]!.actions.push({
      id: clip.id,
      start: clip.startTime,
      end: clip.startTime + clip.duration,
      effectId: clip.type,
    });
  }
  return rows;
}

const effects = { tts: { id: 'tts', name: 'Speech' }, upload: { id: 'upload', name: 'Upload' } };
const names = new Map(clips.map((clip) => [clip.id, clip.name]));

/** A clip's content: its name and length, the element the bench finds by data-clip-id. */
function renderAction(action: TimelineAction) {
  return (
    <React.Profiler id={action.id} onRender={countClipCommit}>
      <div
        data-clip-id={action.id}
        style={{ height: '100%', overflow: 'hidden', padding: '2px 6px', font: '12px sans-serif' }}
      >
        {names.get(action.id)} · {(action.end - action.start).toFixed(1)} s
      </div>
    </React.Profiler>
  );
}

function PeerBench() {
  const [rows, setRows] = React.useState(initialRows);
  const [pixelsPerSecond, setPixelsPerSecond] = React.useState<number>(timelineZoom.default);
  return (
    <React.Profiler id="timeline" onRender={countTimelineCommit}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
        <button type="button" aria-label="Zoom Out" onClick={() => setPixelsPerSecond(zoomOut)}>
          −
        </button>
        <span data-slot="timeline-zoom">{pixelsPerSecond} px/s</span>
        <button type="button" aria-label="Zoom In" onClick={() => setPixelsPerSecond(zoomIn)}>
          +
        </button>
      </div>
      <Timeline
        style={{ width: '100%', height: 320 }}
        editorData={rows}
        effects={effects}
        scale={1}
        scaleWidth={pixelsPerSecond}
        rowHeight={76}
        autoScroll={false}
        onChange={(next) => setRows(next)}
        getActionRender={renderAction}
        onActionMoveStart={() => {
          dragging = true;
        }}
        onActionMoveEnd={() => {
          dragging = false;
        }}
      />
    </React.Profiler>
  );
}

const bench = {
  clips,
  async ready(): Promise<void> {
    while (!document.querySelector('[data-clip-id]')) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  },
  ...commitCounts,
  async state(): Promise<{ value: string }> {
    return { value: dragging ? 'dragging' : 'idle' };
  },
};

(window as unknown as { timelineBench: typeof bench }).timelineBench = bench;

createRoot(document.getElementById('root')!).render(<PeerBench />);
