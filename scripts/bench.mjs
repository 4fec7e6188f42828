// `npm run bench`: runs every bench in turn and prints their figures (figures, not pass/fail):
//   studio    — the studio's JavaScript for /login and GET /api/user/profile under load on PGlite and
//               PostgreSQL (bench-studio.mjs)
//   marketing — Lighthouse on / and /contact-form: performance, accessibility, JS gzipped, LCP (bench-marketing.mjs)
//   voice     — the voice job's pipeline time for a 3-minute reference against ffmpeg's decode (bench-voice.mjs)
//   timeline-package — @twin/timeline's JavaScript as a host ships it, React excluded (bench-timeline-package.mjs)
//   timeline  — drag, multi-select drag, playback, zoom and export of the timeline in Chromium (bench-timeline.mjs)
//   watermark — detection of the speech watermark after each attack, SNR, false positives (bench-watermark.mjs)
//   video     — the lip-sync job against bare ffmpeg, a 100 MB upload to ready, the library with 500 jobs (bench-video.mjs)
//   localize  — a 60 s video's localization job against its bare engine and ffmpeg steps, transcription's real-time factor (bench-localize.mjs)
//   lipsync   — the "face" and "mux" lip-sync engines on a talking face, measured by the lip-motion meter (bench-lipsync.mjs)
//   consent   — the consent checks on ten espeak-ng voices: speaker false accepts/rejects, words heard (bench-consent.mjs)
//   face      — the face descriptor: the astronaut against itself re-encoded and against lfw_subset's faces (bench-face.mjs)
// `npm run bench -- marketing` (or several names) runs only those; options after a single name go to
// that bench (`npm run bench -- marketing --runs 1`); `--build` rebuilds the apps first. Each bench
// starts and stops its own server on 127.0.0.1 with a temporary DATA_DIR and removes it afterwards.
// Builds that are missing are made first (npx turbo run build). Ends with a summary of the headline
// figures against the issues' goals, and the machine's load average, which the timings depend on.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { checkNodeVersion, commandEnv, ensureDependencies, repoRoot, runOrExit } from './setup.mjs';

const built = {
  server: join(repoRoot, 'apps', 'server', 'dist', 'main.js'),
  studio: join(repoRoot, 'apps', 'studio', 'dist', 'index.html'),
  marketing: join(repoRoot, 'apps', 'marketing', 'dist', 'index.html'),
};

/** The benches in the order they run; `needs` are the builds each one serves. */
const benches = [
  { name: 'studio', script: 'bench-studio.mjs', needs: ['server', 'studio'] },
  { name: 'marketing', script: 'bench-marketing.mjs', needs: ['server', 'marketing'] },
  // Runs the server from source (tsx) and builds its own page, so it needs no app build.
  { name: 'voice', script: 'bench-voice.mjs', needs: [] },
  { name: 'timeline-package', script: 'bench-timeline-package.mjs', needs: [] },
  { name: 'timeline', script: 'bench-timeline.mjs', needs: [] },
  { name: 'watermark', script: 'bench-watermark.mjs', needs: [] },
  // Runs the server from source (tsx) serving the built studio.
  { name: 'video', script: 'bench-video.mjs', needs: ['studio'] },
  // Runs the server from source (tsx), in-process; no app build.
  { name: 'localize', script: 'bench-localize.mjs', needs: [] },
  // The engines from source (tsx), in-process; no app build.
  { name: 'lipsync', script: 'bench-lipsync.mjs', needs: [] },
  // The checks from source (tsx), in-process; no server, no app build.
  { name: 'consent', script: 'bench-consent.mjs', needs: [] },
  { name: 'face', script: 'bench-face.mjs', needs: [] },
];

// Bench names first, then options: `marketing --runs 1`.
const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const names = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const forceBuild = options.includes('--build');
const unknown = names.filter((name) => !benches.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown bench ${unknown.join(', ')}. Choose from: ${benches.map((bench) => bench.name).join(', ')}.`,
  );
  process.exit(1);
}
const selected = names.length === 0 ? benches : benches.filter((bench) => names.includes(bench.name));
// Options other than --build belong to the one bench named (they differ between benches).
const benchOptions = options.filter((arg) => arg !== '--build');
if (selected.length > 1 && benchOptions.length > 0) {
  console.log('(Options other than --build are passed on only when a single bench is named; ignoring them.)');
  benchOptions.length = 0;
}

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${cpus().length} cores`;

checkNodeVersion();
ensureDependencies();
const missing = [...new Set(selected.flatMap((bench) => bench.needs))].filter(
  (name) => !existsSync(built[name]),
);
if (forceBuild || missing.length > 0) {
  console.log(
    forceBuild
      ? '\nBuilding the apps (--build)...'
      : `\nBuilding the apps first: ${missing.map((name) => built[name].slice(repoRoot.length + 1)).join(', ')} missing.`,
  );
  runOrExit('npx', ['turbo', 'run', 'build']);
}

console.log(`\nTwin Studio benches: ${selected.map((bench) => bench.name).join(', ')} — ${load()}`);
const outcomes = [];
for (const bench of selected) {
  console.log(`\n────────── ${bench.name} (${bench.script}) — before it: ${load()} ──────────\n`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', bench.script), ...benchOptions], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: commandEnv(),
  });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.status === 0;
  outcomes.push({ ...bench, ok, started, seconds, exit: result.status ?? result.signal });
  if (!ok) console.error(`\n${bench.name} bench failed (exit ${result.status ?? result.signal}).`);
  if (result.signal === 'SIGINT' || result.signal === 'SIGTERM') break;
}

// ---- summary: the headline figures each bench wrote to .tmp/bench-<name>.json ----------------------

/** The figures the bench wrote during this run (an older file is from an earlier run). */
function figuresOf(name, since) {
  try {
    const figures = JSON.parse(readFileSync(join(repoRoot, '.tmp', `bench-${name}.json`), 'utf8'));
    return Date.parse(figures.at) >= since - 1000 ? figures : null;
  } catch {
    return null;
  }
}

const goal = (ok) => (ok ? 'ok' : 'MISSED');
const summaries = {
  studio(f) {
    const pglite = f.userProfileLoad;
    const postgres = f.userProfileLoadPostgres;
    return [
      `studio /login JavaScript ${(f.loginJavaScript.gzippedBytes / 1024).toFixed(1)} KB gz ` +
        `(≤100 ${goal(f.loginJavaScript.gzippedBytes / 1024 <= 100)})`,
      `GET /api/user/profile at ${pglite.connections} connections, PGlite: ` +
        `${Math.round(pglite.requestsPerSecond)} req/s (≥3000 ${goal(pglite.requestsPerSecond >= 3000)}), ` +
        `p99 ${pglite.latencyP99Ms} ms (≤20 ${goal(pglite.latencyP99Ms <= 20)})`,
      postgres?.skipped
        ? `GET /api/user/profile, PostgreSQL: skipped (${postgres.skipped})`
        : `GET /api/user/profile, PostgreSQL: ${Math.round(postgres.requestsPerSecond)} req/s ` +
          `(≥10000 ${goal(postgres.requestsPerSecond >= 10_000)}), p99 ${postgres.latencyP99Ms} ms`,
    ];
  },
  marketing(f) {
    return f.pages.map((page) => {
      const js = page.javaScript.gzippedBytes / 1024;
      return (
        `${new URL(page.url).pathname}: performance ${page.performance} (≥98 ${goal(page.performance >= 98)}), ` +
        `accessibility ${page.accessibility} (100 ${goal(page.accessibility >= 100)}), ` +
        `JS ${js.toFixed(1)} KB gz (≤40 ${goal(js <= 40)}), LCP ${(page.lcpMs / 1000).toFixed(2)} s`
      );
    });
  },
  voice(f) {
    return f.results.map(
      (r) =>
        `${r.label}: pipeline ${Math.round(r.pipelineMs)} ms, ffmpeg decode ${Math.round(r.decodeMs)} ms, ` +
        `${r.ratio.toFixed(2)}× (≤3× ${goal(r.ratio <= 3)})`,
    );
  },
  video(f) {
    return [
      `lip-sync job ${Math.round(f.lipsync.jobMs)} ms vs bare ffmpeg ${Math.round(f.lipsync.bareMs)} ms: ` +
        `${f.summary.ratio.toFixed(2)}× (≤1.2× ${goal(f.summary.ratio <= 1.2)})`,
      `100 MB upload to ready: MP4 ${Math.round(f.uploads.remuxedMp4.totalMs)} ms, MOV re-encoded ` +
        `${Math.round(f.uploads.transcodedMov.totalMs)} ms; library, 500 jobs: first card ` +
        `${Math.round(f.summary.firstCardMs)} ms after the answer (≤100 ${goal(f.summary.firstCardMs <= 100)})`,
    ];
  },
  localize(f) {
    return [
      `localization job ${Math.round(f.job.jobMs)} ms vs bare steps ${Math.round(f.job.bareMs)} ms: ` +
        `${f.job.ratio.toFixed(2)}× (≤1.3× ${goal(f.job.ratio <= 1.3)}); transcription real-time factor ` +
        `${f.transcription.engineRtf.toFixed(2)} (engine), ${f.transcription.requestRtf.toFixed(2)} (request)`,
    ];
  },
  lipsync(f) {
    const { face, mux } = f.summary;
    return [
      `lip-sync "face": r ${face.correlation.toFixed(2)} (≥0.5 ${goal(face.correlation >= 0.5)}), silence/speech ` +
        `${face.silenceToSpeechGap.toFixed(2)} (≤0.6 ${goal(face.silenceToSpeechGap <= 0.6)}), PSNR p5 ` +
        `${face.psnrOutsideP5.toFixed(1)} dB (≥32 ${goal(face.psnrOutsideP5 >= 32)}), face ${(face.faceFound * 100).toFixed(1)}% ` +
        `(≥95% ${goal(face.faceFound >= 0.95)}), ${face.timeOverSound.toFixed(2)}× the sound (≤3× ${goal(face.timeOverSound <= 3)})`,
      `lip-sync "mux": r ${mux.correlation.toFixed(2)}, silence/speech ${mux.silenceToSpeechGap.toFixed(2)}, ` +
        `${mux.timeOverSound.toFixed(2)}× the sound`,
    ];
  },
  'timeline-package'(f) {
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    return [
      `@twin/timeline JavaScript, React excluded ${kb(f.component.gzippedBytes)} KB gz ` +
        `(≤60 ${goal(f.component.gzippedBytes / 1024 <= 60)}); headless entry ${kb(f.headless.gzippedBytes)} KB gz`,
    ];
  },
  timeline(f) {
    const lines = [];
    if (f.drag) {
      const peer = f.peer?.drag;
      lines.push(
        `drag move → painted frame p95 ${f.drag.moveP95.toFixed(2)} ms (≤8 ${goal(f.drag.moveP95 <= 8)}), ` +
          (peer
            ? `react-timeline-editor ${peer.moveP95.toFixed(2)} ms (below it ${goal(f.drag.moveP95 < peer.moveP95)}), `
            : '') +
          `${f.drag.p95.toFixed(2)} ms per frame, commits of other clips ${f.drag.otherCommitsDuring} ` +
          `(0 ${goal(f.drag.otherCommitsDuring === 0)}); medians of ${f.drag.runs ?? 1} runs`,
      );
    }
    if (f.groupDrag)
      lines.push(
        `50 selected clips dragged: p95 ${f.groupDrag.p95.toFixed(2)} ms per frame (≤8 ${goal(f.groupDrag.p95 <= 8)}), ` +
          `CPU ${f.groupDrag.cpuP95.toFixed(2)} ms, ${f.groupDrag.moveP95.toFixed(2)} ms per move, ` +
          `undo steps ${f.groupDrag.undoStepsAdded} (1 ${goal(f.groupDrag.undoStepsAdded === 1 && f.groupDrag.restoredByOneUndo)})`,
      );
    if (f.playback)
      lines.push(
        `commits in 5 s of playback ${f.playback.timelineCommits} (0 ${goal(f.playback.timelineCommits === 0)})`,
      );
    if (f.zoom)
      lines.push(
        `zoom step median ${f.zoom.medianMs.toFixed(2)} ms (≤10 ${goal(f.zoom.medianMs <= 10)}), ` +
          `max ${f.zoom.maxMs.toFixed(2)} ms (≤16 ${goal(f.zoom.maxMs <= 16)}), CPU median ${f.zoom.cpuMedianMs.toFixed(2)} ms` +
          (f.peer?.zoom
            ? `, react-timeline-editor median ${f.peer.zoom.medianMs.toFixed(2)} ms, max ${f.peer.zoom.maxMs.toFixed(2)} ms`
            : '') +
          `; ` +
          `long tasks >50 ms: ${f.zoom.longTasks.length} (0 ${goal(f.zoom.longTasks.length === 0)})`,
      );
    if (f.export)
      lines.push(
        `export 10 min/60 clips ${Math.round(f.export.browserMs)} ms = ${Math.round(f.export.speed)}× real time ` +
          `(≥300× ${goal(f.export.speed >= 300)}), ffmpeg amix ${Math.round(f.export.ffmpegMs)} ms ` +
          `(${(f.export.browserMs / f.export.ffmpegMs).toFixed(2)}× its time, ≤0.9× ${goal(f.export.browserMs <= 0.9 * f.export.ffmpegMs)})`,
      );
    return lines;
  },
  consent(f) {
    const { speaker, words } = f;
    return [
      `speaker check: false accepts ${speaker.falseAccepts}/${speaker.impostorPairs} (0 ${goal(speaker.falseAccepts === 0)}), ` +
        `false rejects ${speaker.falseRejects}/${speaker.genuinePairs} (≤10% ${goal(speaker.falseRejects <= 0.1 * speaker.genuinePairs)})`,
      `words check: right phrase passed ${words.rightPassed}/${words.trials}, wrong phrase ${words.wrongPassed}/${words.trials}`,
    ];
  },
  face(f) {
    return [
      `at ${f.threshold}: astronaut re-encoded lowest ${f.sameMin} (rejected ${f.sameRejected}/${f.sameExpected}), ` +
        `other people highest ${f.astronautVsOthersMax} (accepted ${f.astronautVsOthersAccepted} ${goal(f.astronautVsOthersAccepted === 0)}), ` +
        `LFW pairs highest ${f.othersPairMax} (accepted ${f.othersPairsAccepted}/${f.othersPairs})`,
    ];
  },
  watermark(f) {
    const attacks = f.attacks.map((a) => `${a.name} ${a.payloadCorrect}/${a.trials}`).join(', ');
    const fp = f.falsePositives;
    return [
      `detected with the right clip: ${attacks} (all ${goal(f.attacks.every((a) => a.payloadCorrect === a.trials))})`,
      `SNR min ${f.snrDb.min.toFixed(1)} dB (≥30 ${goal(f.snrDb.min >= 30)}); false positives ${fp.found} of ${fp.of} ` +
        `(0 of ≥500 ${goal(fp.found === 0 && fp.of >= 500)})`,
    ];
  },
};

console.log(`\n────────── summary — ${load()} ──────────`);
for (const outcome of outcomes) {
  const figures = outcome.ok ? figuresOf(outcome.name, outcome.started) : null;
  console.log(
    `${outcome.name} (${outcome.seconds.toFixed(0)} s)${outcome.ok ? '' : ` FAILED, exit ${outcome.exit}`}`,
  );
  if (!figures) continue;
  try {
    for (const line of summaries[outcome.name](figures)) console.log(`  ${line}`);
  } catch {
    console.log(`  (see the figures above; .tmp/bench-${outcome.name}.json has an unexpected shape)`);
  }
}
console.log('Figures of each bench: .tmp/bench-<name>.json');
process.exit(outcomes.every((outcome) => outcome.ok) && outcomes.length === selected.length ? 0 : 1);
