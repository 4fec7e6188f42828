// The localization calls against a real server (PGlite, pg-boss, ffmpeg, the embedded pocketsphinx, apertium and
// espeak-ng engines): a talking video made in the test is transcribed; a job en→es completes with an H.264/AAC MP4
// whose sound is as long as its picture, charged 1 token per second of video, streamed with Range and downloaded as
// localized_{name}_es.mp4. The acceptance item on timing is measured from the output with silence detection: every
// dubbed sentence starts within 0.3 s of the original sentence's start and none is sped up past 1.2× (against the
// same sentence synthesized again in the speaker's voice). Another user gets 404 for every call naming the first
// user's jobs or video (bearer and media link). Bad input is refused with a clear message and keeps nothing.
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LOCALIZATION_VIDEO_MAX_FILE_BYTES } from '@twin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizationJobs, localizationSources, mediaFiles } from '../db/schema';
import { probeVideo } from '../media/probe-video';
import { videoFixture } from '../test-support/video-fixtures';
import { storedFiles, topLevelBoxes } from '../test-support/video-test-client';
import { mediaTools } from '../media/media-tools';
import { runFfmpeg } from '../media/run-ffmpeg';
import { runProcess } from '../media/run-process';
import {
  bearerHeader,
  getWithToken,
  messageOf,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { tokenUsage } from '../test-support/speech-client';
import { trimmedSpeech } from './dub-audio';
import type { LocalizedSegment } from './localize-segments';
import { MAX_TEMPO } from './timing-plan';
import { voiceFromVideo } from './voice-from-video';
import { createJob, transcribe, waitForJob, type JobAnswer } from './test-support/localize-test-client';
import { measuredSpeechRuns, talkingVideo, type TalkingVideo } from './test-support/talking-video';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let lesson: TalkingVideo;
let videoFile: string;
let transcript: string;
let job: JobAnswer;
let progressSeen: string[];
let usedBefore: number;
const scratch = tempDir('twin-localize-calls-');

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
  lesson = await talkingVideo();
  const transcribed = await transcribe(server.app, owner.token, {
    path: lesson.path,
    filename: 'Sun Lesson.mp4',
  });
  expect(transcribed.statusCode, transcribed.body).toBe(200);
  ({ text: transcript, video_file: videoFile } = transcribed.json() as { text: string; video_file: string });
  usedBefore = (await tokenUsage(server.app, owner.token)).plan_tokens_used;
  const created = await createJob(server.app, owner.token, {
    video_file: videoFile,
    source_language: 'auto',
    target_language: 'es',
    source_text: transcript,
  });
  expect(created.statusCode, created.body).toBe(200);
  const ended = await waitForJob(server.app, owner.token, (created.json() as { jobId: string }).jobId);
  job = ended.job;
  progressSeen = ended.progress;
}, 240_000);

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function resultBytes(): Promise<Buffer> {
  const response = await server.app.inject({ method: 'GET', url: job.result_video_path! });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe('transcribe', () => {
  it('answers the text and a server-issued video_file id (never a path), keeping the timings', async () => {
    expect(transcript.trim().length).toBeGreaterThan(10);
    expect(videoFile).toMatch(/^[0-9a-f-]{36}$/);
    const [source] = await server.app.database.db
      .select()
      .from(localizationSources)
      .where(eq(localizationSources.id, videoFile));
    expect(source?.originalFilename).toBe('Sun Lesson.mp4');
    expect(source?.durationSeconds).toBeCloseTo(lesson.seconds, 0);
    expect(source?.segments.length).toBeGreaterThan(0);
  });
});

describe('a job en → es', () => {
  it('completes, reporting a progress text at every stage', () => {
    expect(job.status, job.error_message ?? '').toBe('completed');
    expect(progressSeen).toEqual(expect.arrayContaining(['Translating...']));
    expect(progressSeen.some((text) => /^Generating speech \(\d+ of \d+\)\.\.\.$/.test(text))).toBe(true);
    expect(job.result_video_path).toMatch(new RegExp(`^/api/localization/jobs/${job.id}/stream\\?token=`));
    expect([job.source_language, job.target_language, job.original_filename]).toEqual([
      'en',
      'es',
      'Sun Lesson.mp4',
    ]);
  });

  it('charges 1 token per second of the video, once', async () => {
    expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(
      usedBefore + Math.ceil(lesson.seconds),
    );
  });

  it('is a browser-playable H.264/AAC MP4 whose sound is as long as the video', async () => {
    const bytes = await resultBytes();
    const boxes = topLevelBoxes(bytes);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const path = join(scratch, 'result.mp4');
    await writeFile(path, bytes);
    const probe = await probeVideo(path);
    expect(probe.video?.codec).toBe('h264');
    expect(probe.video?.pixelFormat).toBe('yuv420p');
    expect(probe.audio?.codec).toBe('aac');
    // Tagged with the dub's language, so players name the track.
    expect(await streamLanguage(path, 'a:0')).toBe('spa');
    const audio = await streamSeconds(path, 'a:0');
    const picture = await streamSeconds(path, 'v:0');
    expect(audio).toBeGreaterThan(lesson.seconds - 0.1);
    expect(Math.abs(audio - picture)).toBeLessThan(0.1);
    const rows = await server.app.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.userId, owner.userId));
    expect(rows.map((row) => row.originalFilename).sort()).toEqual([
      'Sun Lesson.mp4',
      'localized_Sun Lesson_es.mp4',
    ]);
  });

  it('every dubbed sentence starts within 0.3 s of the original and none is sped up past 1.2×', async () => {
    const path = join(scratch, 'timing.mp4');
    await writeFile(path, await resultBytes());
    const runs = await measuredSpeechRuns(path);
    // Measured from the output: one run of speech per original sentence, each starting by the original's start.
    expect(runs.map((run) => run.start).length, JSON.stringify(runs)).toBe(lesson.starts.length);
    for (const [index, start] of lesson.starts.entries()) {
      expect(Math.abs(runs[index]!.start - start), `sentence ${index + 1}`).toBeLessThanOrEqual(0.3);
    }
    // The same sentences synthesized again in the speaker's voice: the output may be shorter by at most 1.2×.
    const [row] = await server.app.database.db
      .select()
      .from(localizationJobs)
      .where(eq(localizationJobs.id, job.id));
    const timing = row!.timing as LocalizedSegment[];
    expect(timing).toHaveLength(lesson.starts.length);
    const workDir = tempDir('twin-localize-voice-');
    const voice = await voiceFromVideo({
      engine: server.app.services.speech,
      videoPath: lesson.path,
      voiceId: 'test',
      language: 'es',
      workDir,
    });
    for (const [index, sentence] of timing.entries()) {
      const wav = join(workDir, `again-${index}.wav`);
      await server.app.services.speech.synthesize({
        profile: voice.profile,
        text: sentence.translation,
        language: 'es',
        outputPath: wav,
        referenceClip: voice.referenceClip,
      });
      const natural = await trimmedSpeech(wav, join(workDir, `again-${index}.raw`));
      const run = runs[index]!;
      const speedUp = natural / (run.end - run.start);
      expect(
        speedUp,
        `sentence ${index + 1}: ${natural} s of speech in ${run.end - run.start} s`,
      ).toBeLessThanOrEqual(MAX_TEMPO + 0.05);
    }
  }, 120_000);

  it('takes the starts from silence detection when the edited text no longer lines up with the transcript', async () => {
    // Three sentences where the video has four: the first two said as one.
    const edited =
      'Welcome to the lesson about the sun and the sun is a star. It gives us light and heat every day. Thank you for watching this video.';
    const created = await createJob(server.app, owner.token, {
      video_file: videoFile,
      source_language: 'en',
      target_language: 'es',
      source_text: edited,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { job: silenceJob } = await waitForJob(
      server.app,
      owner.token,
      (created.json() as { jobId: string }).jobId,
    );
    expect(silenceJob.status, silenceJob.error_message ?? '').toBe('completed');
    const path = join(scratch, 'silence.mp4');
    const response = await server.app.inject({ method: 'GET', url: silenceJob.result_video_path! });
    await writeFile(path, response.rawPayload);
    const runs = await measuredSpeechRuns(path);
    const expected = [lesson.starts[0]!, lesson.starts[2]!, lesson.starts[3]!];
    expect(runs.length, JSON.stringify(runs)).toBe(3);
    for (const [index, start] of expected.entries()) {
      expect(Math.abs(runs[index]!.start - start), `sentence ${index + 1}`).toBeLessThanOrEqual(0.3);
    }
  }, 180_000);

  it('streams with Range and downloads as localized_{name}_es.mp4', async () => {
    const whole = await resultBytes();
    const ranged = await server.app.inject({
      method: 'GET',
      url: job.result_video_path!,
      headers: { range: 'bytes=10-1033' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(whole.subarray(10, 1034))).toBe(true);
    const download = await getWithToken(
      server.app,
      `/api/localization/jobs/${job.id}/stream?download=true`,
      owner.token,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="localized_Sun Lesson_es\.mp4"/,
    );
  });

  it('lists the jobs newest first', async () => {
    const listed = (await getWithToken(server.app, '/api/localization/jobs', owner.token)).json() as {
      success: boolean;
      jobs: JobAnswer[];
    };
    expect(listed.success).toBe(true);
    expect(listed.jobs.map((entry) => entry.id)).toContain(job.id);
    const times = listed.jobs.map((entry) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('leaves nothing in tmp', () => {
    expect(storedFiles(server.config.dataDir).filter((path) => path.startsWith('tmp'))).toEqual([]);
  });
});

describe("another user's jobs and videos are not found", () => {
  const strangerLink = (path: string) =>
    server.app.services.mediaLinks.link({ id: stranger.userId, tokenVersion: 0 }, path);

  it('GET /api/localization/jobs does not list them', async () => {
    const listed = (await getWithToken(server.app, '/api/localization/jobs', stranger.token)).json() as {
      jobs: unknown[];
    };
    expect(listed.jobs).toEqual([]);
  });

  it('GET /api/localization/jobs/{id} is 404', async () => {
    const response = await getWithToken(server.app, `/api/localization/jobs/${job.id}`, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Localization job not found.');
  });

  it('GET /api/localization/jobs/{id}/stream with the bearer header is 404', async () => {
    const response = await getWithToken(
      server.app,
      `/api/localization/jobs/${job.id}/stream`,
      stranger.token,
    );
    expect(response.statusCode).toBe(404);
  });

  it('GET /api/localization/jobs/{id}/stream with a query token is 404', async () => {
    const url = await strangerLink(`/api/localization/jobs/${job.id}/stream`);
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Localization job not found.');
  });

  it("the owner's media link does not open another job's stream", async () => {
    const token = new URL(job.result_video_path!, 'http://x').searchParams.get('token')!;
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/localization/jobs/00000000-0000-4000-8000-000000000000/stream?token=${token}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it("POST /api/localization/localize-job with the other user's video_file is 404", async () => {
    const response = await createJob(server.app, stranger.token, {
      video_file: videoFile,
      source_language: 'auto',
      target_language: 'es',
      source_text: transcript,
    });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Video not found. Please upload and transcribe it again.');
  });

  it('a video_file that is a path is 404, never opened', async () => {
    const response = await createJob(server.app, owner.token, {
      video_file: '../../etc/passwd',
      source_language: 'auto',
      target_language: 'es',
      source_text: transcript,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('refused input keeps nothing', () => {
  const sourceCount = async () =>
    (
      await server.app.database.db
        .select()
        .from(localizationSources)
        .where(eq(localizationSources.userId, owner.userId))
    ).length;

  async function expectNothingKept(send: () => Promise<void>): Promise<void> {
    const files = storedFiles(server.config.dataDir);
    const sources = await sourceCount();
    await send();
    expect(storedFiles(server.config.dataDir)).toEqual(files);
    expect(await sourceCount()).toBe(sources);
  }

  it('a text file named .mp4 is 415', async () => {
    await expectNothingKept(async () => {
      const response = await transcribe(server.app, owner.token, {
        path: await videoFixture('notes.txt'),
        filename: 'talk.mp4',
      });
      expect(response.statusCode).toBe(415);
      expect(messageOf(response)).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
    });
  });

  it('a truncated video is 422', async () => {
    await expectNothingKept(async () => {
      const response = await transcribe(server.app, owner.token, {
        path: await videoFixture('cut-camera.mp4'),
        filename: 'cut.mp4',
      });
      expect(response.statusCode).toBe(422);
      expect(messageOf(response)).toMatch(/damaged or incomplete/);
    });
  });

  it('a video without sound is 422', async () => {
    const silent = join(scratch, 'silent.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=160x120:rate=10:duration=1',
      '-c:v',
      'libx264',
      silent,
    ]);
    await expectNothingKept(async () => {
      const response = await transcribe(server.app, owner.token, { path: silent, filename: 'silent.mp4' });
      expect(response.statusCode).toBe(422);
      expect(messageOf(response)).toBe(
        'This video has no sound to transcribe. Please choose a video in which you speak.',
      );
    });
  });

  it('a file over 500 MB is 413, refused while streaming', async () => {
    const boundary = '----twin-localize-test';
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      );
      const chunk = Buffer.alloc(1024 * 1024);
      for (let sent = 0; sent <= LOCALIZATION_VIDEO_MAX_FILE_BYTES; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    await expectNothingKept(async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/localization/transcribe',
        payload: Readable.from(body()),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...bearerHeader(owner.token),
        },
      });
      expect(response.statusCode).toBe(413);
      expect(messageOf(response)).toBe('File too large. Maximum size is 500MB.');
    });
  }, 60_000);

  it("a language the transcription engine cannot serve is 400 in a creator's words", async () => {
    await expectNothingKept(async () => {
      const response = await transcribe(
        server.app,
        owner.token,
        { path: lesson.path, filename: 'talk.mp4' },
        { source_language: 'ja' },
      );
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toMatch(/^Transcribing Japanese is not available on this server yet/);
      expect(messageOf(response)).not.toMatch(/_URL|pocketsphinx/);
    });
  });

  const create = (body: Record<string, unknown>) =>
    createJob(server.app, owner.token, {
      video_file: videoFile,
      source_language: 'auto',
      target_language: 'es',
      source_text: transcript,
      ...body,
    });

  async function refusedJob(response: Awaited<ReturnType<typeof create>>, status: number): Promise<string> {
    expect(response.statusCode, response.body).toBe(status);
    return messageOf(response);
  }

  it('malformed JSON is 400', async () => {
    const jobsBefore = (await server.app.database.db.select().from(localizationJobs)).length;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/localization/localize-job',
      payload: '{"video_file": ',
      headers: { 'content-type': 'application/json', ...bearerHeader(owner.token) },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBeTruthy();
    expect((await server.app.database.db.select().from(localizationJobs)).length).toBe(jobsBefore);
  });

  it('empty text is 400', async () => {
    expect(await refusedJob(await create({ source_text: '   ' }), 400)).toMatch(/empty/i);
  });

  it('an unknown target language is 400', async () => {
    await refusedJob(await create({ target_language: 'xx' }), 400);
  });

  it('the video’s own language as the target is 400', async () => {
    expect(await refusedJob(await create({ target_language: 'en' }), 400)).toMatch(/already in English/);
  });

  it("a target the embedded translator cannot serve is 400 in a creator's words (no setting named), costing nothing", async () => {
    const before = (await tokenUsage(server.app, owner.token)).plan_tokens_used;
    const refusal = await refusedJob(await create({ target_language: 'ja' }), 400);
    expect(refusal).toBe(
      'Translating English to Japanese is not available on this server yet. Please choose another language.',
    );
    expect(refusal).not.toMatch(/_URL|apertium/);
    expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(before);
  });

  it('a job the credits do not cover is 403 with the credit message', async () => {
    const poor = await registerAccount(server.app, { planTokens: 3 });
    const transcribed = await transcribe(server.app, poor.token, {
      path: lesson.path,
      filename: 'lesson.mp4',
    });
    expect(transcribed.statusCode, transcribed.body).toBe(200);
    const response = await createJob(server.app, poor.token, {
      video_file: (transcribed.json() as { video_file: string }).video_file,
      source_language: 'auto',
      target_language: 'es',
      source_text: 'Hello there.',
    });
    expect(await refusedJob(response, 403)).toMatch(/needs \d+ credits .* but you have 3 credits left/);
  });
});

describe('the calls are in the OpenAPI document', () => {
  it('lists every localization path', async () => {
    const paths = Object.keys((await getWithToken(server.app, '/api/docs')).json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/localization/transcribe',
        '/api/localization/localize-job',
        '/api/localization/jobs',
        '/api/localization/jobs/{jobId}',
        '/api/localization/jobs/{jobId}/stream',
      ]),
    );
  });
});

/** A stream's language tag as ffprobe reads it. */
async function streamLanguage(path: string, stream: string): Promise<string> {
  const result = await runProcess(mediaTools.ffprobe, [
    ...[
      '-v',
      'error',
      '-select_streams',
      stream,
      '-show_entries',
      'stream_tags=language',
      '-of',
      'csv=p=0',
      path,
    ],
  ]);
  return result.stdout.toString().trim();
}

/** A stream's duration as ffprobe reads it (seconds). */
async function streamSeconds(path: string, stream: string): Promise<number> {
  const result = await runProcess(mediaTools.ffprobe, [
    ...['-v', 'error', '-select_streams', stream, '-show_entries', 'stream=duration', '-of', 'csv=p=0', path],
  ]);
  return Number(result.stdout.toString().trim());
}
