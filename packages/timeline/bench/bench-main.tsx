// The bench page: a <Timeline> with N clips over M seconds (?clips=200&seconds=1800), rendered
// with React's profiling build so that a Profiler counts commits — of the whole timeline and of
// each clip — and an API on window.timelineBench that scripts/bench-timeline.mjs drives:
// readiness (every waveform's peaks computed), commit counters, a timed export of given clips, and
// for the multi-select drag: selecting the first N clips, reading positions and undo steps, undo.
import * as React from 'react';
import { createRoot } from 'react-dom/profiling';
import { commitCounts, countClipCommit, countTimelineCommit } from './commit-counters';
import { clipFromSeconds, clipsEndSample, type TimelineClipInSeconds } from '../src/headless';
import '../src/timeline.css';
import { AudioBufferCache } from '../src/audio/audio-buffers';
import { exportTimelineAudio } from '../src/audio/export-timeline-audio';
import { readWavHeader } from '../src/audio/wav-format';
import { Timeline } from '../src/components/timeline';
import { demoManyClips } from '../src/demo/demo-clips';
import { useTimeline, type TimelineHandle } from '../src/use-timeline';

const query = new URLSearchParams(location.search);
const clipCount = Number(query.get('clips') ?? 200);
const totalSeconds = Number(query.get('seconds') ?? 1800);

let resolveHandle: (handle: TimelineHandle) => void = () => {};
const handleReady = new Promise<TimelineHandle>((resolve) => {
  resolveHandle = resolve;
});

function BenchTimeline({ clips }: { clips: TimelineClipInSeconds[] }) {
  const timeline = useTimeline({ defaultClips: clips, onAudioExported: () => {} });
  React.useEffect(() => resolveHandle(timeline), [timeline]);
  return (
    <React.Profiler id="timeline" onRender={countTimelineCommit}>
      <Timeline timeline={timeline} clipProfiler={countClipCommit} onCreateVideo={() => {}} />
    </React.Profiler>
  );
}

async function timedExport(clips: TimelineClipInSeconds[]) {
  const buffers = new AudioBufferCache();
  const inSamples = clips.map(clipFromSeconds);
  const totalSamples = clipsEndSample(inSamples);
  const started = performance.now();
  await Promise.all([...new Set(inSamples.map((clip) => clip.url))].map((url) => buffers.load(url)));
  const loaded = performance.now();
  // The product's export, decoded audio already cached: render + encode.
  const file = await exportTimelineAudio(inSamples, totalSamples, buffers);
  const finished = performance.now();
  return {
    loadMs: loaded - started,
    renderAndEncodeMs: finished - loaded,
    totalMs: finished - started,
    bytes: file.size,
    header: readWavHeader(await file.slice(0, 64).arrayBuffer()),
  };
}

const clips = query.get('mode') === 'export' ? [] : demoManyClips(clipCount, totalSeconds);

declare global {
  interface Window {
    timelineBench: typeof bench;
  }
}

const bench = {
  clips,
  /** Resolves when the timeline is mounted and every source's waveform peaks are computed. */
  async ready(): Promise<void> {
    const handle = await handleReady;
    await Promise.all(
      [...new Set(clips.map((clip) => clip.url))].map((url) => handle.media.peaks.whenReady(url)),
    );
  },
  ...commitCounts,
  async state(): Promise<{ value: unknown; pixelsPerSecond: number; preview: unknown; clips: number }> {
    const { actorRef } = await handleReady;
    const snapshot = actorRef.getSnapshot();
    return {
      value: snapshot.value,
      pixelsPerSecond: snapshot.context.pixelsPerSecond,
      preview: snapshot.context.preview,
      clips: snapshot.context.clips.length,
    };
  },
  timedExport,
  /** Selects the first `count` clips in timeline order (as ctrl-clicks or a box would) and returns their ids. */
  async selectFirst(count: number): Promise<string[]> {
    const { actorRef } = await handleReady;
    const ids = [...actorRef.getSnapshot().context.clips]
      .sort((a, b) => a.startSample - b.startSample)
      .slice(0, count)
      .map((clip) => clip.id);
    actorRef.send({ type: 'selection.set', clipIds: ids });
    return ids;
  },
  /** Every clip's start in samples, and how many undo steps there are. */
  async positions(): Promise<{ starts: Record<string, number>; undoSteps: number }> {
    const { actorRef } = await handleReady;
    const { clips: current, past } = actorRef.getSnapshot().context;
    return {
      starts: Object.fromEntries(current.map((clip) => [clip.id, clip.startSample])),
      undoSteps: past.length,
    };
  },
  async undo(): Promise<void> {
    const { actorRef } = await handleReady;
    actorRef.send({ type: 'history.undo' });
  },
};
window.timelineBench = bench;

const root = document.getElementById('root')!;
if (query.get('mode') !== 'export') createRoot(root).render(<BenchTimeline clips={clips} />);
