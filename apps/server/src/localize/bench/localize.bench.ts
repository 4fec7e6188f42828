// Bench entry (run by scripts/bench-localize.mjs through tsx) for issue 11, against a real server (PGlite, pg-boss,
// ffmpeg, the embedded pocketsphinx, apertium and espeak-ng engines) in a temp DATA_DIR, called in-process:
//  (a) a 60-second talking 720p video (espeak-ng English sentences with pauses over testsrc2) is transcribed: the
//      request's time, and the engine's own time on the extracted WAV, each as a real-time factor;
//  (b) a localization job en → es of it: its time from the job's own timestamps (processing start → completed),
//      next to the bare engine and ffmpeg steps it runs on the same inputs, timed one after another with the same
//      building blocks (translation one sentence per line, the voice analysis and profile, synthesis and trimming per
//      sentence, atempo where the plan speeds up, the track, its watermark, the mux, the subtitle track).
// Prints one JSON line.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildServer } from '../../app';
import { localizationJobs, localizationSources, mediaFiles } from '../../db/schema';
import type { TranscriptSegment } from '../../engines/transcription/transcription-engine';
import { registerAccount, testConfig } from '../../test-support/test-server';
import { probeVideo } from '../../media/probe-video';
import { spedUpSpeech, trimmedSpeech, writeDubTrack, type TrackPiece } from '../dub-audio';
import { addSubtitleTrack } from '../../media/subtitles/add-subtitle-track';
import { muxDub } from '../dub-video';
import { markDubTrack } from '../mark-dub-track';
import { extractSpeechWav } from '../extract-audio';
import { sentencesFromSpeech, sentencesFromTranscript } from '../sentence-starts';
import { detectSpeechStretches } from '../speech-stretches';
import { createJob, transcribe } from '../test-support/localize-test-client';
import { talkingVideo } from '../test-support/talking-video';
import { planTiming } from '../timing-plan';
import { translateSentences } from '../translate-sentences';
import { voiceFromVideo } from '../voice-from-video';

const sentences = [
  'Welcome to the lesson about the sun.',
  'The sun is a star.',
  'It gives us light and heat every day.',
  'The earth goes around the sun once a year.',
  'The moon goes around the earth.',
  'Plants need the light of the sun to grow.',
  'The sun is very far from the earth.',
  'Light from the sun takes eight minutes to reach us.',
  'The sun is much bigger than the earth.',
  'Many planets go around the sun.',
  'The closest planet to the sun is hot.',
  'The planets far from the sun are cold.',
  'Do not look at the sun with your eyes.',
  'Today we learned about the sun.',
  'Thank you for watching this video.',
];

const scratch = await mkdtemp(join(tmpdir(), 'twin-localize-bench-'));
const config = testConfig({ dataDir: join(scratch, 'data') });
const app = await buildServer(config);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

try {
  const lesson = await talkingVideo(sentences, { pauseSeconds: 2, size: '1280x720' });
  const account = await registerAccount(app, { planTokens: 100_000 });

  // (a) Transcription: the request (probe, extraction, engine, storing), then the engine alone on the same WAV.
  const [transcribed, transcribeMs] = await timed(() =>
    transcribe(app, account.token, { path: lesson.path, filename: 'lesson.mp4' }),
  );
  if (transcribed.statusCode !== 200)
    throw new Error(`transcribe answered ${transcribed.statusCode}: ${transcribed.body}`);
  const { text, video_file } = transcribed.json() as { text: string; video_file: string };
  const wavPath = join(scratch, 'speech.wav');
  const [audioSeconds, extractMs] = await timed(() =>
    extractSpeechWav(lesson.path, wavPath, { maxSeconds: 1801 }),
  );
  const [, engineMs] = await timed(() =>
    app.services.transcription.transcribe({ wavPath, language: 'auto' }),
  );

  // (b) The job. The espeak-ng voices are calibrated first (once per espeak-ng version on a real server, kept under
  // DATA_DIR/cache), so neither the job nor the bare steps pay for it.
  await app.services.speech.prepare?.(['en', 'es']);
  const created = await createJob(app, account.token, {
    video_file,
    source_language: 'auto',
    target_language: 'es',
    source_text: text,
  });
  if (created.statusCode !== 200)
    throw new Error(`localize-job answered ${created.statusCode}: ${created.body}`);
  const jobId = (created.json() as { jobId: string }).jobId;
  const { db, media, translation, speech } = app.services;
  let job: typeof localizationJobs.$inferSelect | undefined;
  for (;;) {
    [job] = await db.select().from(localizationJobs).where(eq(localizationJobs.id, jobId));
    if (job?.status === 'completed') break;
    if (job?.status === 'failed') throw new Error(`localization failed: ${job.errorMessage}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const jobMs = job!.finishedAt!.getTime() - job!.startedAt!.getTime();

  // The same steps, bare, on the same inputs.
  const [source] = await db.select().from(localizationSources).where(eq(localizationSources.id, video_file));
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, source!.mediaFileId!));
  const videoPath = media.absolutePath(file!.relativePath);
  const bare = join(scratch, 'bare');
  await mkdir(bare, { recursive: true });
  const steps: Record<string, number> = {};
  const add = (name: string, ms: number) => (steps[name] = (steps[name] ?? 0) + ms);
  const [probe, probeMs] = await timed(() => probeVideo(videoPath));
  add('probe', probeMs);
  let placed = sentencesFromTranscript(text, source!.transcriptText, source!.segments as TranscriptSegment[]);
  if (!placed) {
    const [stretches, silenceMs] = await timed(() =>
      detectSpeechStretches(videoPath, source!.durationSeconds),
    );
    add('silencedetect', silenceMs);
    placed = sentencesFromSpeech(text, stretches, source!.durationSeconds);
  }
  const [translations, translateMs] = await timed(() =>
    translateSentences(
      translation,
      placed.map((sentence) => sentence.text),
      { source: 'en', target: 'es' },
    ),
  );
  add('translate', translateMs);
  const [voice, voiceMs] = await timed(() =>
    voiceFromVideo({ engine: speech, videoPath, voiceId: jobId, language: 'es', workDir: bare }),
  );
  add('voice', voiceMs);
  const spoken: { index: number; rawPath: string; seconds: number }[] = [];
  for (const [index, translated] of translations.entries()) {
    const wav = join(bare, `s-${index}.wav`);
    const [, synthMs] = await timed(() =>
      speech.synthesize({ profile: voice.profile, text: translated, language: 'es', outputPath: wav }),
    );
    add('synthesize', synthMs);
    const rawPath = join(bare, `s-${index}.raw`);
    const [seconds, trimMs] = await timed(() => trimmedSpeech(wav, rawPath));
    add('trim', trimMs);
    if (seconds > 0.02) spoken.push({ index, rawPath, seconds });
  }
  const plan = planTiming(
    spoken.map((item) => ({ start: placed[item.index]!.start, speechSeconds: item.seconds })),
    source!.durationSeconds,
  );
  const pieces: TrackPiece[] = [];
  for (const [order, sentence] of plan.sentences.entries()) {
    let rawPath = spoken[order]!.rawPath;
    if (sentence.tempo > 1.0005) {
      const fast = `${rawPath}.fast`;
      const [, ms] = await timed(() => spedUpSpeech(rawPath, fast, sentence.tempo));
      add('atempo', ms);
      rawPath = fast;
    }
    pieces.push({ rawPath, start: sentence.outputStart });
  }
  const trackPath = join(bare, 'dub.wav');
  add('track', (await timed(() => writeDubTrack(pieces, plan.outputSeconds, trackPath)))[1]);
  add(
    'watermark',
    (await timed(() => markDubTrack(app.services.watermark, trackPath, { jobId, workDir: bare })))[1],
  );
  add(
    'mux',
    (
      await timed(() =>
        muxDub({
          videoPath,
          trackPath,
          outputPath: join(bare, 'out.mp4'),
          plan,
          videoSeconds: source!.durationSeconds,
          probe,
          language: 'es',
        }),
      )
    )[1],
  );
  // Issue 25: the translated sentences as the result's subtitle track (a remux, streams copied).
  const cues = plan.sentences.map((sentence, order) => ({
    start: sentence.outputStart,
    end: sentence.outputStart + sentence.outputSeconds,
    text: translations[spoken[order]!.index]!,
  }));
  add(
    'subtitles',
    (
      await timed(() =>
        addSubtitleTrack({
          videoPath: join(bare, 'out.mp4'),
          cues,
          language: 'es',
          workPath: join(bare, 'subtitled'),
        }),
      )
    )[1],
  );
  const bareMs = Object.values(steps).reduce((sum, ms) => sum + ms, 0);
  console.log(
    JSON.stringify({
      loadAverage: loadavg()[0],
      video: { seconds: lesson.seconds, sentences: placed.length, size: '1280x720' },
      transcription: {
        requestMs: transcribeMs,
        extractMs,
        engineMs,
        audioSeconds,
        requestRtf: transcribeMs / 1000 / audioSeconds,
        engineRtf: engineMs / 1000 / audioSeconds,
      },
      job: {
        jobMs,
        bareMs,
        steps,
        ratio: jobMs / bareMs,
        sped: plan.sentences.filter((sentence) => sentence.tempo > 1.0005).length,
        slowed: plan.sentences.filter((sentence) => sentence.videoStretch > 1).length,
      },
    }),
  );
} finally {
  await app.close();
  await rm(scratch, { recursive: true, force: true });
}
