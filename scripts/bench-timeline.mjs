// The timeline bench (issue 5, acceptance item 4), measured in headless Chromium (Debian's, with
// the launch options of scripts/chromium.mjs) against a Vite production build of the bench page
// packages/timeline/bench (React's profiling build, so <Profiler> counts commits):
//  (a) 200 clips over 30 minutes: p95 main-thread time per frame while dragging a clip (from a
//      Chromium trace), and React commits of the clips that are not dragged (goals ≤ 8 ms, 0); also
//      the work of each move, from its dispatch to the frame that paints it, and long tasks;
//  (b) React commits during 5 s of playback (goal 0);
//  (c) the time of one zoom step, click to painted frame (goal ≤ 10 ms; median of 22 steps, max
//      shown too), React commits of clip components during the steps (goal 0), and long tasks > 50 ms;
//  (d) exporting a 10-minute timeline of 60 clips: time, speed against real time, and the time
//      ffmpeg's amix takes for the same clips (goals ≥ 300× real time, not slower than ffmpeg);
//  (e) 50 of the 200 clips selected and dragged together (issue 14): time per frame (goal p95
//      ≤ 8 ms) and per move, long tasks, React commits, then one undo step added, all 50 moved by the
//      same offset and one undo putting them all back.
// The peer, react-timeline-editor (packages/timeline/bench/peer.html, the same 200 clips), is driven
// by the same drag (a) and zoom (c) with the same trace analysis, in alternating runs (ours, the
// peer's, the peer's, ours, … : --runs N rounds, 3 by default); both are printed side by side, with
// the medians of the runs, which are the figures written (the peer's under "peer").
// Prints figures (also to .tmp/bench-timeline.json); never fails on a missed goal. Talks only to its
// own server on 127.0.0.1; every wait is bounded. Usage: node scripts/bench-timeline.mjs [--skip-build]
// [--only <scenarios>, e.g. c or e,c] [--runs N] [--no-peer] (or `npm run bench -- timeline --only c`);
// --no-peer runs only our page (for iterating; the side-by-side table then has no peer column figures).
/* global window, document, performance, requestAnimationFrame, MessageChannel, PerformanceObserver -- inside page.evaluate */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchPageDir = join(repoRoot, 'packages', 'timeline', 'bench');
const outDir = join(repoRoot, '.tmp', 'bench-timeline');
const audioDir = join(outDir, 'audio');
const sampleRate = 44_100;
const run = promisify(execFile);

const { chromium } = await import('playwright-core');
const { chromiumLaunchOptions } = await import('./chromium.mjs');

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (value) => `${value.toFixed(2)} ms`;
const longTaskList = (durations) =>
  durations.length === 0 ? 'none' : `${durations.map((duration) => duration.toFixed(0)).join(', ')} ms`;
const verdict = (ok) => (ok ? 'meets goal' : 'MISSES goal');
const verdictOf = (values, ok) =>
  values.length === 0 || values.some((value) => !Number.isFinite(value)) ? 'NOT MEASURED' : verdict(ok);

async function buildBenchPage() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    root: benchPageDir,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      // Our page and the peer's (react-timeline-editor), each with its own entry.
      rollupOptions: {
        input: { index: join(benchPageDir, 'index.html'), peer: join(benchPageDir, 'peer.html') },
      },
    },
  });
}

// ---- audio for the export bench: the same WAV files for the browser and for ffmpeg ----------

function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A mono 16-bit 44.1 kHz WAV of speech-like syllables (the same recipe as the stories' audio). */
function speechLikeWav(seconds, seed, pitch) {
  const frames = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + frames * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + frames * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(frames * 2, 40);
  const next = random(seed);
  let time = 0.04;
  while (time < seconds - 0.08) {
    const length = 0.08 + next() * 0.2;
    const peak = 0.3 + next() * 0.55;
    const syllablePitch = pitch * (0.85 + next() * 0.35);
    const from = Math.round(time * sampleRate);
    const to = Math.min(frames, Math.round((time + length) * sampleRate));
    for (let index = from; index < to; index += 1) {
      const progress = (index - from) / (to - from);
      const phase = (2 * Math.PI * syllablePitch * index) / sampleRate;
      const value =
        peak *
        Math.sin(Math.PI * progress) ** 0.7 *
        (0.55 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.12 * Math.sin(3 * phase));
      buffer.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 0x7fff), 44 + index * 2);
    }
    time += length + (next() < 0.22 ? 0.12 + next() * 0.3 : 0.015);
  }
  return buffer;
}

/** 60 clips of 10 s back to back (10 minutes), cut from 6 sources of 12 s at offsets 0–1.5 s. */
async function writeExportClips() {
  await mkdir(audioDir, { recursive: true });
  const sources = [];
  for (let index = 0; index < 6; index += 1) {
    const file = `source-${index}.wav`;
    await writeFile(join(audioDir, file), speechLikeWav(12, 500 + index, 110 + index * 15));
    sources.push(file);
  }
  return Array.from({ length: 60 }, (_, index) => ({
    id: `export-${index}`,
    type: 'tts',
    name: `Segment ${index + 1}`,
    file: sources[index % sources.length],
    url: `./audio/${sources[index % sources.length]}`,
    startTime: index * 10,
    duration: 10,
    originalStartOffset: (index % 4) * 0.5,
    originalDuration: 12,
  }));
}

async function timeFfmpegAmix(clips) {
  const output = join(outDir, 'ffmpeg-amix.wav');
  const inputs = clips.flatMap((clip) => [
    '-ss',
    String(clip.originalStartOffset),
    '-t',
    String(clip.duration),
    '-i',
    join(audioDir, clip.file),
  ]);
  const delays = clips.map(
    (clip, index) => `[${index}:a]adelay=delays=${Math.round(clip.startTime * 1000)}:all=1[d${index}]`,
  );
  const mix = `${clips.map((_, index) => `[d${index}]`).join('')}amix=inputs=${clips.length}:normalize=0:duration=longest[out]`;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    [...delays, mix].join(';'),
    '-map',
    '[out]',
    '-ac',
    '2',
    '-ar',
    String(sampleRate),
    '-c:a',
    'pcm_s16le',
    output,
  ];
  const started = performance.now();
  await run('ffmpeg', args, { timeout: 300_000, maxBuffer: 1 << 24 });
  const elapsed = performance.now() - started;
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    output,
  ]);
  return { ms: elapsed, duration: Number(stdout.trim()) };
}

// ---- a static server for the built page, loopback only --------------------------------------

const mimeTypes = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

function serve(root) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': mimeTypes[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---- measurements ----------------------------------------------------------------------------

const traceCategories = [
  'devtools.timeline',
  'toplevel',
  'disabled-by-default-devtools.timeline.frame',
  'blink',
  'cc',
  ...(process.env.BENCH_TRACE_CATEGORIES ? process.env.BENCH_TRACE_CATEGORIES.split(',') : []),
];
const nextFrame = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));

// The frame that shows a click: the one whose animation phase ran the requestAnimationFrame the
// bench's own click listener asked for (marked with console.timeStamp, below). A click that
// Chromium dispatched inside a frame task (behind a queued pointer move, whose input is dispatched at
// the start of the frame) is then shown by that same frame, not the next one.
const zoomFrameMark = 'twin-bench: zoom step frame';

/**
 * From a Chromium trace: for every input event of `eventType`, the main-thread time from the task
 * that handled it to the end of the frame that showed it (all top-level tasks in between: input,
 * React's renders, observers, rAF, style, layout, paint). Chromium dispatches pointer moves at the
 * start of a frame; a page whose update React commits in tasks after that frame shows a move handled
 * in a frame in the next one, so without `frameMark` the count runs to the end of the next frame for
 * every page alike (the drag's method). With `frameMark`, the frame showing the input is the task
 * holding the first such console.timeStamp after it, if that frame painted after the mark (else the
 * input is not measured: NaN); `perMoveNextFrame` keeps the count without it, to compare. Also the
 * work of every frame (wall and thread time), and the tasks over 50 ms, while the inputs came.
 */
function workPerInput(trace, eventType, { frameMark } = {}) {
  const events = JSON.parse(trace.toString()).traceEvents ?? [];
  // The page's renderer main thread: the CrRendererMain with the most events.
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const count = (thread) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length;
  const main = mains.map((thread) => [thread, count(thread)]).sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main)
    return {
      perMove: [],
      perMoveCpu: [],
      perMoveNextFrame: [],
      perFrame: [],
      perFrameCpu: [],
      longTasks: [],
    };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  // Top-level tasks only ('RunTask' nests inside 'ThreadControllerImpl::RunTask'; counting both doubles).
  const topLevel = onMain.some((event) => event.name === 'ThreadControllerImpl::RunTask')
    ? 'ThreadControllerImpl::RunTask'
    : 'RunTask';
  const tasks = onMain
    .filter((event) => event.ph === 'X' && event.name === topLevel)
    .sort((a, b) => a.ts - b.ts);
  const taskAt = (ts) => tasks.find((task) => task.ts <= ts && ts < task.ts + (task.dur ?? 0));
  const moves = onMain.filter(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === eventType,
  );
  const frameTasks = onMain
    .filter((event) => event.name === 'ProxyMain::BeginMainFrame')
    .map((event) => taskAt(event.ts))
    .filter(Boolean);
  const marks = frameMark
    ? onMain.filter((event) => event.name === 'TimeStamp' && event.args?.data?.message === frameMark)
    : [];
  const paints = frameMark ? onMain.filter((event) => event.name === 'Paint') : [];
  const wallOf = (list) => list.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
  // Thread time: the same tasks without the time the thread waited for a core (other processes).
  const cpuOf = (list) => list.reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0) / 1000;
  const perMove = [];
  const perMoveCpu = [];
  const perMoveNextFrame = [];
  for (const move of moves) {
    const moveTask = taskAt(move.ts);
    if (!moveTask) continue;
    const upTo = (last) => tasks.filter((task) => task.ts >= moveTask.ts && task.ts <= last.ts);
    const from = frameTasks.includes(moveTask) ? moveTask.ts + (moveTask.dur ?? 0) : moveTask.ts;
    const nextFrameTask = frameTasks.find((task) => task.ts >= from);
    let frameTask = nextFrameTask;
    if (frameMark) {
      // The marked frame, if it painted after the mark; else this input is not measured (NaN), and
      // every list keeps one entry per input.
      const mark = marks.find((event) => event.ts > move.ts);
      const markTask = mark && taskAt(mark.ts);
      const end = markTask && markTask.ts + (markTask.dur ?? 0);
      frameTask =
        markTask && paints.some((event) => event.ts > mark.ts && event.ts < end) ? markTask : undefined;
      perMoveNextFrame.push(nextFrameTask ? wallOf(upTo(nextFrameTask)) : undefined);
      if (!frameTask) {
        perMove.push(NaN);
        perMoveCpu.push(NaN);
        continue;
      }
    }
    if (!frameTask) continue;
    perMove.push(wallOf(upTo(frameTask)));
    perMoveCpu.push(cpuOf(upTo(frameTask)));
  }
  const first = Math.min(...moves.map((move) => move.ts));
  const last = Math.max(...moves.map((move) => move.ts));
  const during = frameTasks.filter((task) => task.ts >= first && task.ts <= last);
  const perFrame = during.map((task) => (task.dur ?? 0) / 1000);
  const perFrameCpu = during.map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
  const longTasks = tasks
    .filter((task) => task.ts >= first && task.ts <= last && (task.dur ?? 0) > 50_000)
    .map((task) => task.dur / 1000);
  return { perMove, perMoveCpu, perMoveNextFrame, perFrame, perFrameCpu, longTasks };
}

async function benchDrag(
  browser,
  page,
  { clipSelector = '[data-clip-id]', moving = [], direction = -1, traceName = 'drag' } = {},
) {
  // The first clip after the first one that is on screen (its centre inside the viewport).
  const clips = page.locator(clipSelector);
  const viewport = page.viewportSize();
  let target = null;
  let box = null;
  for (let index = clipSelector === '[data-clip-id]' ? 1 : 0; index < 10 && !target; index += 1) {
    const candidate = await clips.nth(index).boundingBox();
    if (candidate && candidate.x > 0 && candidate.x + candidate.width / 2 < viewport.width - 60) {
      target = clips.nth(index);
      box = candidate;
    }
  }
  if (!target) throw new Error('No clip on screen to drag');
  const draggedId = await target.getAttribute('data-clip-id');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.evaluate(() => window.timelineBench.reset());
  await page.mouse.down();
  // Start the drag (past the 4 px activation distance) before counting.
  // Leftwards by default, staying inside the view: no auto-scroll, so every preview comes from a
  // pointer move. (A group holding the clip at 0 cannot move left: it drags rightwards.)
  for (let step = 1; step <= 3; step += 1) {
    await page.mouse.move(x + direction * step * 3, y);
    await nextFrame(page);
  }
  const startCounts = await page.evaluate(() => window.timelineBench.counts());
  await page.evaluate(() => window.timelineBench.reset());
  await browser.startTracing(page, { categories: traceCategories });
  const moves = 120;
  for (let step = 1; step <= moves; step += 1) {
    await page.mouse.move(x + direction * (9 + step * 3), y + (step % 7));
    await nextFrame(page);
  }
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_DIR) {
    await writeFile(join(process.env.BENCH_TRACE_DIR, `${traceName}-${moving.length}.json`), trace);
  }
  const during = await page.evaluate(() => window.timelineBench.counts());
  const state = await page.evaluate(() => window.timelineBench.state());
  await page.evaluate(() => window.timelineBench.reset());
  await page.mouse.up();
  await nextFrame(page);
  await nextFrame(page);
  const onDrop = await page.evaluate(() => window.timelineBench.counts());
  const {
    perMove: moveFrameTimes,
    perMoveCpu: moveFrameCpu,
    perFrame: frameTimes,
    perFrameCpu: frameCpu,
    longTasks,
  } = workPerInput(trace, 'pointermove');
  const movingIds = new Set([draggedId, ...moving]);
  const others = (counts) =>
    Object.entries(counts.clipCommits)
      .filter(([id]) => !movingIds.has(id))
      .reduce((sum, [, n]) => sum + n, 0);
  const movingCommits = (counts) =>
    Object.entries(counts.clipCommits)
      .filter(([id]) => movingIds.has(id))
      .reduce((sum, [, n]) => sum + n, 0);
  return {
    draggedId,
    moves,
    previewed: state.value === 'dragging',
    frames: frameTimes.length,
    moveFrames: moveFrameTimes.length,
    p50: percentile(frameTimes, 50),
    p95: percentile(frameTimes, 95),
    max: Math.max(...frameTimes),
    cpuP50: percentile(frameCpu, 50),
    cpuP95: percentile(frameCpu, 95),
    longTasks,
    moveP50: percentile(moveFrameTimes, 50),
    moveP95: percentile(moveFrameTimes, 95),
    moveCpuP50: percentile(moveFrameCpu, 50),
    moveCpuP95: percentile(moveFrameCpu, 95),
    draggedCommits: during.clipCommits[draggedId] ?? 0,
    movingCommitsDuring: movingCommits(during),
    otherCommitsDuring: others(during),
    otherCommitsAtStart: others(startCounts),
    otherCommitsAtDrop: others(onDrop),
  };
}

async function benchPlayback(page) {
  await page.locator('button[aria-label="Play"]').click();
  await page.waitForTimeout(300);
  const before = await page.evaluate(
    () => document.querySelector('[data-slot="timeline-time"]')?.textContent,
  );
  await page.evaluate(() => window.timelineBench.reset());
  const frames = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let count = 0;
        const started = performance.now();
        const tick = () => {
          count += 1;
          if (performance.now() - started < 5000) requestAnimationFrame(tick);
          else resolve(count);
        };
        requestAnimationFrame(tick);
      }),
  );
  const counts = await page.evaluate(() => window.timelineBench.counts());
  const after = await page.evaluate(() => document.querySelector('[data-slot="timeline-time"]')?.textContent);
  const transform = await page.evaluate(
    () => document.querySelector('[data-slot="timeline-playhead"]')?.style.transform,
  );
  await page.locator('button[aria-label="Pause"]').click();
  const clipCommits = Object.values(counts.clipCommits).reduce((sum, n) => sum + n, 0);
  return { frames, timelineCommits: counts.timelineCommits, clipCommits, before, after, transform };
}

async function benchZoom(browser, page, traceName = 'zoom') {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  // 100 → 200 → 25 → 200 → 100 px/s: 22 steps, every zoom level in both directions.
  const labels = [
    ...Array(4).fill('Zoom In'),
    ...Array(7).fill('Zoom Out'),
    ...Array(7).fill('Zoom In'),
    ...Array(4).fill('Zoom Out'),
  ];
  const steps = [];
  const buttons = {};
  for (const label of new Set(labels)) {
    const box = await page.locator(`button[aria-label="${label}"]`).boundingBox();
    buttons[label] = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  await page.evaluate(() => window.timelineBench.reset());
  await browser.startTracing(page, { categories: traceCategories });
  for (const label of labels) {
    // A real (trusted) click, so the trace shows its input task; the page notes click → painted frame.
    await page.evaluate((mark) => {
      window.__zoomLatency = new Promise((resolve) => {
        window.addEventListener(
          'click',
          () => {
            const started = performance.now();
            requestAnimationFrame(() => {
              // The frame about to paint: it shows the step if the level is already written.
              console.timeStamp(mark);
              const ppsInFrame = document.querySelector('[data-slot="timeline-zoom"]')?.textContent;
              const channel = new MessageChannel();
              channel.port1.onmessage = () =>
                resolve({
                  ms: performance.now() - started,
                  pps: document.querySelector('[data-slot="timeline-zoom"]')?.textContent,
                  ppsInFrame,
                });
              channel.port2.postMessage(null);
            });
          },
          { capture: true, once: true },
        );
      });
    }, zoomFrameMark);
    // Raw mouse input at the button (Playwright's locator clicks run its own checks in the page).
    await page.mouse.click(buttons[label].x, buttons[label].y);
    steps.push(await page.evaluate(() => window.__zoomLatency));
    await page.waitForTimeout(250);
  }
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_DIR)
    await writeFile(join(process.env.BENCH_TRACE_DIR, `${traceName}.json`), trace);
  const counts = await page.evaluate(() => window.timelineBench.counts());
  const {
    perMove: work,
    perMoveCpu: cpu,
    perMoveNextFrame: workNextFrame,
  } = workPerInput(trace, 'click', { frameMark: zoomFrameMark });
  const longTasks = await page.evaluate(() => window.__longTasks);
  return {
    steps: steps.map((step, index) => ({
      ...step,
      work: work[index],
      cpu: cpu[index],
      workNextFrame: workNextFrame[index],
    })),
    longTasks,
    timelineCommits: counts.timelineCommits,
    clipCommits: Object.values(counts.clipCommits).reduce((sum, n) => sum + n, 0),
  };
}

// ---- main ------------------------------------------------------------------------------------

const skipBuild = process.argv.includes('--skip-build') && existsSync(join(outDir, 'index.html'));
// `--only c` (or `--only e,c`): only those scenarios, in the usual order on the same page. A full
// run zooms (c) after (e), with its 50 clips still selected: `--only e,c` keeps that selection.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? null : (process.argv[onlyAt + 1] ?? '').split(',');
if (only?.some((name) => !['a', 'b', 'c', 'd', 'e'].includes(name))) {
  console.error('--only takes scenario letters separated by commas, of a, b, c, d, e (e.g. --only e,c).');
  process.exit(1);
}
const runsAt = process.argv.indexOf('--runs');
const rounds = runsAt === -1 ? 3 : Number(process.argv[runsAt + 1]);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 9) {
  console.error('--runs takes a number of rounds from 1 to 9 (e.g. --runs 3).');
  process.exit(1);
}
const runs = (scenario) => only === null || only.includes(scenario);
const withPeer = !process.argv.includes('--no-peer');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.log(
  `Timeline bench — headless Chromium, production build of packages/timeline/bench; load average ${load()} on ${cpus().length} cores`,
);
if (!skipBuild) {
  process.stdout.write('Building the bench pages… ');
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  await buildBenchPage();
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const exportClips = runs('d') ? await writeExportClips() : [];
const server = await serve(outDir);
const baseUrl = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch(chromiumLaunchOptions);
const watchdog = setTimeout(
  () => {
    console.error(`Bench took longer than ${5 + 4 * rounds} minutes; stopping.`);
    process.exit(2);
  },
  (5 + 4 * rounds) * 60_000,
);

/** A new page of 200 clips over 30 minutes: ours (index.html) or the peer's (peer.html). */
async function openClipsPage(file) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${baseUrl}${file}?clips=200&seconds=1800`, { timeout: 60_000 });
  await page.waitForFunction(() => window.timelineBench !== undefined, null, { timeout: 60_000 });
  await page.evaluate(() => window.timelineBench.ready());
  await page.waitForTimeout(500);
  return { context, page };
}

function zoomFigures(zoom) {
  // Counted only if every step's marked frame painted, with the new level already written (else:
  // not measured).
  const shownInFrame = zoom.steps.filter(
    (step) => step.ppsInFrame === step.pps && Number.isFinite(step.work),
  ).length;
  const zoomWork = zoom.steps
    .map((step) => (shownInFrame === zoom.steps.length ? step.work : NaN))
    .filter((value) => value !== undefined);
  const nextFrameWork = zoom.steps.map((step) => step.workNextFrame).filter((value) => value !== undefined);
  const zoomCpu = zoom.steps.map((step) => step.cpu).filter((value) => value !== undefined);
  const zoomLatency = zoom.steps.map((step) => step.ms);
  return {
    medianMs: percentile(zoomWork, 50),
    p90Ms: percentile(zoomWork, 90),
    maxMs: Math.max(...zoomWork),
    shownInFrame,
    nextFrameMedianMs: percentile(nextFrameWork, 50),
    nextFrameMaxMs: Math.max(...nextFrameWork),
    cpuMedianMs: percentile(zoomCpu, 50),
    cpuMaxMs: Math.max(...zoomCpu),
    latencyMedianMs: percentile(zoomLatency, 50),
    latencyMaxMs: Math.max(...zoomLatency),
    measured: zoomWork,
    steps: zoom.steps,
    longTasks: zoom.longTasks,
    timelineCommits: zoom.timelineCommits,
    clipCommits: zoom.clipCommits,
  };
}

function printDrag(drag, title) {
  console.log(`\n(a) ${title}`);
  console.log(
    `    ${drag.moves} pointer moves, each awaited to the next frame; in a drag: ${drag.previewed}`,
  );
  console.log(
    `    main-thread work of each move, from its dispatch to the end of the frame that paints it (the frame it came in, React's tasks, the next frame), ${drag.moveFrames} moves: p50 ${ms(drag.moveP50)}, p95 ${ms(drag.moveP95)} — goal p95 ≤ 8 ms: ${verdictOf([drag.moveP95], drag.moveP95 <= 8)}; thread (CPU) time p50 ${ms(drag.moveCpuP50)}, p95 ${ms(drag.moveCpuP95)}`,
  );
  console.log(
    `    rendering task of each of the ${drag.frames} frames during the drag: p50 ${ms(drag.p50)}, p95 ${ms(drag.p95)}, max ${ms(drag.max)}; thread (CPU) time p50 ${ms(drag.cpuP50)}, p95 ${ms(drag.cpuP95)}`,
  );
  console.log(`    long tasks over 50 ms during the drag: ${longTaskList(drag.longTasks)}`);
  console.log(
    `    React commits of clips not dragged during the moves: ${drag.otherCommitsDuring} — goal 0: ${verdict(drag.otherCommitsDuring === 0)}`,
  );
  console.log(
    `    (the dragged clip committed ${drag.draggedCommits} times during the moves; other clips at drag start: ${drag.otherCommitsAtStart}, at the drop: ${drag.otherCommitsAtDrop})`,
  );
}

function printZoom(zoom, title) {
  console.log(
    `\n(c) ${title}, ${zoom.steps.length} steps (main-thread time from the click to the end of the frame showing it)`,
  );
  console.log(
    `    ${zoom.steps.map((step) => `${step.pps}: ${step.work?.toFixed(1) ?? '?'}`).join(', ')} (ms)`,
  );
  console.log(
    `    median ${ms(zoom.medianMs)}, p90 ${ms(zoom.p90Ms)}, max ${ms(zoom.maxMs)} — goal ≤ 10 ms (median): ${verdictOf(zoom.measured, zoom.medianMs <= 10)}; every step ≤ 16 ms: ${verdictOf(zoom.measured, zoom.maxMs <= 16)}`,
  );
  console.log(
    `    the marked frame painted, with the new level already written, in ${zoom.shownInFrame} of ${zoom.steps.length} steps; counting the frame after a click that Chromium dispatched inside a frame, as this bench did before: median ${ms(zoom.nextFrameMedianMs)}, max ${ms(zoom.nextFrameMaxMs)}`,
  );
  console.log(
    `    React commits of clip components during the ${zoom.steps.length} steps: ${zoom.clipCommits} — goal 0: ${verdict(zoom.clipCommits === 0)} (commits of the whole timeline: ${zoom.timelineCommits})`,
  );
  console.log(
    `    the same as thread (CPU) time, without waits for a core taken by other processes: median ${ms(zoom.cpuMedianMs)}, max ${ms(zoom.cpuMaxMs)}`,
  );
  console.log(
    `    latency click → frame painted (includes waiting for the next vsync): median ${ms(zoom.latencyMedianMs)}, max ${ms(zoom.latencyMaxMs)}`,
  );
  console.log(`    long tasks over 50 ms: ${longTaskList(zoom.longTasks)}`);
}

/** One run on our page: (a), (e), (b), (c) as selected. */
async function runOurs(round) {
  const { context, page } = await openClipsPage('index.html');
  const result = {};
  console.log(`\n═══ Twin Studio timeline, run ${round} — load average ${load()}`);
  if (runs('a')) {
    result.drag = await benchDrag(browser, page);
    printDrag(result.drag, 'Dragging a clip, 200 clips over 30 minutes');
  }
  if (runs('e')) {
    const selected = await page.evaluate(() => window.timelineBench.selectFirst(50));
    await nextFrame(page);
    const before = await page.evaluate(() => window.timelineBench.positions());
    const groupDrag = await benchDrag(browser, page, {
      clipSelector: '[data-clip-id][aria-pressed="true"]',
      moving: selected,
      direction: 1,
    });
    const after = await page.evaluate(() => window.timelineBench.positions());
    const offsets = new Set(selected.map((id) => after.starts[id] - before.starts[id]));
    const [offset] = offsets;
    const unselectedMoved = Object.keys(before.starts).filter(
      (id) => !selected.includes(id) && after.starts[id] !== before.starts[id],
    ).length;
    await page.evaluate(() => window.timelineBench.undo());
    await nextFrame(page);
    const undone = await page.evaluate(() => window.timelineBench.positions());
    const restored = selected.every((id) => undone.starts[id] === before.starts[id]);
    result.groupDrag = {
      ...groupDrag,
      selected: selected.length,
      undoStepsAdded: after.undoSteps - before.undoSteps,
      sameOffsetForAll: offsets.size === 1 && offset !== 0,
      offsetSamples: offset,
      unselectedMoved,
      restoredByOneUndo: restored,
    };
    console.log('\n(e) Dragging 50 selected clips together, 200 clips over 30 minutes');
    console.log(
      `    ${groupDrag.moves} pointer moves, each awaited to the next frame; machine in dragging: ${groupDrag.previewed}`,
    );
    console.log(
      `    rendering task of each of the ${groupDrag.frames} frames during the drag: p50 ${ms(groupDrag.p50)}, p95 ${ms(groupDrag.p95)}, max ${ms(groupDrag.max)} — goal p95 ≤ 8 ms: ${verdictOf([groupDrag.p95], groupDrag.p95 <= 8)}`,
    );
    console.log(
      `    the same as thread (CPU) time: p50 ${ms(groupDrag.cpuP50)}, p95 ${ms(groupDrag.cpuP95)}`,
    );
    console.log(
      `    main-thread work of each move, from its dispatch to the end of the frame that paints it, ${groupDrag.moveFrames} moves: p50 ${ms(groupDrag.moveP50)}, p95 ${ms(groupDrag.moveP95)}; thread (CPU) time p50 ${ms(groupDrag.moveCpuP50)}, p95 ${ms(groupDrag.moveCpuP95)}`,
    );
    console.log(`    long tasks over 50 ms during the drag: ${longTaskList(groupDrag.longTasks)}`);
    console.log(
      `    React commits during the moves: of the 50 moving clips ${groupDrag.movingCommitsDuring}, of the other clips ${groupDrag.otherCommitsDuring}`,
    );
    console.log(
      `    after the drop: undo steps added ${result.groupDrag.undoStepsAdded} — goal 1: ${verdict(result.groupDrag.undoStepsAdded === 1)}; all 50 moved by the same ${(offset / 44_100).toFixed(2)} s: ${verdict(result.groupDrag.sameOffsetForAll)}; clips not selected that moved: ${unselectedMoved}; one undo put all 50 back: ${verdict(restored)}`,
    );
  }
  if (runs('b')) {
    const playback = await benchPlayback(page);
    result.playback = playback;
    console.log('\n(b) 5 s of playback');
    console.log(
      `    React commits: ${playback.timelineCommits} (of clips: ${playback.clipCommits}) — goal 0: ${verdict(playback.timelineCommits === 0)}`,
    );
    console.log(
      `    animation frames: ${playback.frames}; time readout ${playback.before} → ${playback.after}; playhead ${playback.transform}`,
    );
  }
  if (runs('c')) {
    result.zoom = zoomFigures(await benchZoom(browser, page));
    printZoom(result.zoom, 'One zoom step, 200 clips');
  }
  await context.close();
  return result;
}

/** One run on the peer's page: the same drag (a) and zoom (c). */
async function runPeer(round) {
  const { context, page } = await openClipsPage('peer.html');
  const result = {};
  console.log(`\n═══ react-timeline-editor (the peer), run ${round} — load average ${load()}`);
  if (runs('a')) {
    result.drag = await benchDrag(browser, page, { traceName: 'peer-drag' });
    printDrag(result.drag, 'react-timeline-editor: dragging a clip, the same 200 clips');
  }
  if (runs('c')) {
    result.zoom = zoomFigures(await benchZoom(browser, page, 'peer-zoom'));
    printZoom(result.zoom, 'react-timeline-editor: one zoom step, the same 200 clips');
  }
  await context.close();
  return result;
}

/** The median of each number over the runs (other values from the first run; tasks over 50 ms of all runs). */
function medianOfRuns(results) {
  const present = results.filter(Boolean);
  if (present.length === 0) return undefined;
  const merged = { ...present[0], runs: present.length };
  for (const [key, value] of Object.entries(present[0])) {
    if (typeof value === 'number')
      merged[key] = percentile(
        present.map((result) => result[key]),
        50,
      );
  }
  if (Array.isArray(present[0].longTasks)) merged.longTasks = present.flatMap((result) => result.longTasks);
  merged.longTasksPerRun = present.map((result) => result.longTasks?.length ?? 0);
  return merged;
}

const figures = { at: new Date().toISOString(), loadAverage: loadavg(), rounds };
try {
  const ours = [];
  const peer = [];
  if (runs('a') || runs('b') || runs('c') || runs('e')) {
    for (let round = 1; round <= rounds; round += 1) {
      // Alternating: ours first in odd rounds, the peer's first in even rounds.
      if (round % 2 === 1) ours.push(await runOurs(round));
      if (withPeer && (runs('a') || runs('c'))) peer.push(await runPeer(round));
      if (round % 2 === 0) ours.push(await runOurs(round));
    }
  }
  for (const scenario of ['drag', 'groupDrag', 'playback', 'zoom']) {
    const median = medianOfRuns(ours.map((result) => result[scenario]));
    if (median) figures[scenario] = median;
  }
  figures.ourRuns = ours;
  figures.peer = {
    drag: medianOfRuns(peer.map((result) => result.drag)),
    zoom: medianOfRuns(peer.map((result) => result.zoom)),
    runs: peer,
  };

  if (ours.length > 0) {
    const row = (label, values, format) =>
      console.log(`    ${label.padEnd(52)} ${values.map((value) => format(value).padStart(30)).join('')}`);
    const each = (results, pick) =>
      results.map((result) => pick(result)).filter((value) => value !== undefined);
    const perRun = (results, pick, digits = 1) => {
      const values = each(results, pick);
      return values.length === 0
        ? '–'
        : `${percentile(values, 50).toFixed(digits)} (${values.map((v) => v.toFixed(digits)).join('/')})`;
    };
    console.log(
      `\nSide by side, medians of ${rounds} alternating run${rounds === 1 ? '' : 's'} (each run in brackets) — load average now ${load()}`,
    );
    row('figure', ['Twin Studio', 'react-timeline-editor'], String);
    const pairs = [
      ['drag, move → painted frame, p95 (ms; goal ≤ 8)', (r) => r.drag?.moveP95],
      ['drag, move → painted frame, p50 (ms)', (r) => r.drag?.moveP50],
      ['the same as thread (CPU) time, p95 (ms)', (r) => r.drag?.moveCpuP95],
      ['rendering task per frame during the drag, p95 (ms)', (r) => r.drag?.p95],
      ['commits of other clips at the drop', (r) => r.drag?.otherCommitsAtDrop, 0],
      ['zoom step, median (ms; goal ≤ 10)', (r) => r.zoom?.medianMs],
      ['zoom step, max (ms; goal ≤ 16)', (r) => r.zoom?.maxMs],
      ['zoom step, CPU median (ms)', (r) => r.zoom?.cpuMedianMs],
      ['long tasks during zoom', (r) => r.zoom?.longTasks.length, 0],
    ];
    for (const [label, pick, digits] of pairs)
      row(label, [perRun(ours, pick, digits), perRun(peer, pick, digits)], String);
    if (figures.drag && figures.peer.drag) {
      console.log(
        `    drag move → painted p95 ≤ 8 ms: ${verdict(figures.drag.moveP95 <= 8)}; below react-timeline-editor's in the same run: ${verdict(ours.every((result, index) => result.drag.moveP95 < (peer[index]?.drag?.moveP95 ?? -Infinity)))} (${ours.map((result, index) => `${result.drag.moveP95.toFixed(1)} vs ${peer[index]?.drag?.moveP95.toFixed(1)}`).join(', ')})`,
      );
    }
    if (figures.groupDrag) {
      console.log(
        `    50 selected clips dragged, per frame p95 (ms; goal ≤ 8): ${perRun(ours, (r) => r.groupDrag?.p95, 2)} — ${verdict(figures.groupDrag.p95 <= 8)}`,
      );
    }
  }

  if (runs('d')) {
    const exportContext = await browser.newContext();
    const exportPage = await exportContext.newPage();
    await exportPage.goto(`${baseUrl}?mode=export`, { timeout: 60_000 });
    await exportPage.waitForFunction(() => window.timelineBench !== undefined, null, { timeout: 60_000 });
    const clipsForPage = exportClips.map((clip) => ({
      id: clip.id,
      type: clip.type,
      name: clip.name,
      url: clip.url,
      startTime: clip.startTime,
      duration: clip.duration,
      originalStartOffset: clip.originalStartOffset,
      originalDuration: clip.originalDuration,
    }));
    // Alternating too: a browser export, then ffmpeg, three times each.
    const browserRuns = [];
    const ffmpegRuns = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      browserRuns.push(
        await exportPage.evaluate((clips) => window.timelineBench.timedExport(clips), clipsForPage),
      );
      ffmpegRuns.push(await timeFfmpegAmix(exportClips));
    }
    const best = browserRuns.reduce((a, b) => (a.totalMs <= b.totalMs ? a : b));
    const ffmpegBest = ffmpegRuns.reduce((a, b) => (a.ms <= b.ms ? a : b));
    const seconds = 600;
    const speed = seconds / (best.totalMs / 1000);
    figures.export = {
      browserMs: best.totalMs,
      loadMs: best.loadMs,
      renderAndEncodeMs: best.renderAndEncodeMs,
      speed,
      ffmpegMs: ffmpegBest.ms,
      ratioToFfmpeg: best.totalMs / ffmpegBest.ms,
      browserRunsMs: browserRuns.map((r) => r.totalMs),
      ffmpegRunsMs: ffmpegRuns.map((r) => r.ms),
      header: best.header,
    };
    console.log(`\n(d) Export of a 10-minute timeline of 60 clips (best of 3) — load average ${load()}`);
    console.log(
      `    browser: ${ms(best.totalMs)} = fetch+decode of the 6 sources ${ms(best.loadMs)} + mix and WAV encoding ${ms(best.renderAndEncodeMs)}`,
    );
    console.log(`    speed: ${speed.toFixed(0)}× real time — goal ≥ 300×: ${verdict(speed >= 300)}`);
    console.log(
      `    file: ${(best.bytes / 1e6).toFixed(1)} MB, PCM=${best.header.audioFormat === 1}, ${best.header.channels} ch, ${best.header.sampleRate} Hz, ${best.header.bitsPerSample}-bit, ${best.header.durationSeconds.toFixed(3)} s`,
    );
    console.log(
      `    ffmpeg amix (same 60 clips from the same files, 16-bit stereo WAV): ${ms(ffmpegBest.ms)} (${(seconds / (ffmpegBest.ms / 1000)).toFixed(0)}× real time, ${ffmpegBest.duration.toFixed(3)} s of audio)`,
    );
    console.log(
      `    browser's time / ffmpeg's: ${figures.export.ratioToFfmpeg.toFixed(2)}× — goal ≤ 0.9×: ${verdict(figures.export.ratioToFfmpeg <= 0.9)}`,
    );
    console.log(
      `    all browser runs: ${browserRuns.map((r) => r.totalMs.toFixed(0)).join(', ')} ms; ffmpeg runs: ${ffmpegRuns.map((r) => r.ms.toFixed(0)).join(', ')} ms`,
    );
    await exportContext.close();
  }
} finally {
  clearTimeout(watchdog);
  await browser.close();
  server.close();
}
await writeFile(join(repoRoot, '.tmp', 'bench-timeline.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log('\nFigures also written to .tmp/bench-timeline.json');
