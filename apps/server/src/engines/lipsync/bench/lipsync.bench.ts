// The lip-sync bench (`npm run bench -- lipsync`): the embedded "face" engine and the "mux" engine on the same talking
// face (the astronaut portrait, 640×640 at 25 fps, about 20 s) and speech with a 2 s pause, each result measured by
// the lip-motion meter, runs alternating. Prints one JSON line of figures for scripts/bench-lipsync.mjs.
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { tempDir } from '../../../test-support/test-server';
import { FaceLipsyncEngine } from '../face-engine';
import type { LipsyncEngine } from '../lipsync-engine';
import { probeAudioSeconds } from '../lipsync-probe';
import { MuxLipsyncEngine } from '../mux-engine';
import { measureLipMotion } from '../test-support/lip-motion-meter';
import { makeFaceVideo, makeSpeechWithPause } from '../test-support/talking-face';

const runs = Number(process.argv[2] ?? 2);
const dir = tempDir('twin-lipsync-bench-');
try {
  const [video, speech] = await Promise.all([makeFaceVideo(dir, 20), makeSpeechWithPause(dir)]);
  const audioSeconds = await probeAudioSeconds(speech);
  const engines: LipsyncEngine[] = [new FaceLipsyncEngine(), new MuxLipsyncEngine()];
  const results: Record<string, unknown[]> = { face: [], mux: [] };
  for (let run = 0; run < runs; run++) {
    for (const engine of engines) {
      const folder = join(dir, `${engine.name}-${run}`);
      mkdirSync(folder);
      const outputPath = join(folder, 'result.mp4');
      const loadBefore = loadavg()[0]!;
      const started = performance.now();
      const result = await engine.run({
        videoPath: video,
        audioPath: speech,
        outputPath,
        useCodeformer: true,
        signal: new AbortController().signal,
      });
      const jobMs = performance.now() - started;
      const { gaps: _gaps, envelope: _envelope, ...motion } = await measureLipMotion(outputPath, video);
      results[engine.name]!.push({
        run,
        jobMs,
        timeOverSound: jobMs / 1000 / audioSeconds,
        faceCheck: result.faceCheck ?? null,
        loadBefore,
        ...motion,
      });
    }
  }
  console.log(
    JSON.stringify({ audioSeconds, video: '640x640 25 fps', runs, results, loadAverage: loadavg()[0] }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
