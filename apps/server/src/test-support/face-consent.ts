// Test support for the consent face check (issue 23): a consent recorded with a camera whose picture is a face video
// (the astronaut of engines/lipsync/test-support/talking-face.ts, or another person's face), so lip-sync's face check
// has the creator's face to compare with. The reading is the fixtures' speaker, as recordPassedConsent's.
import type { FastifyInstance } from 'fastify';
import { runFfmpeg } from '../media/run-ffmpeg';
import { fixture } from './audio-fixtures';
import { challengeOf, readAloud, recordClip, withSpeakerSample } from './consent-client';

/** `clip`'s sound with `faceVideo` looped under it as a camera would film it (480 px, 10 fps): an MP4. */
export async function withFaceVideo(clip: string, faceVideo: string): Promise<string> {
  const path = clip.replace(/\.wav$/, '-camera.mp4');
  await runFfmpeg([
    ...['-stream_loop', '-1', '-i', faceVideo, '-i', clip, '-map', '0:v:0', '-map', '1:a:0', '-shortest'],
    ...[
      '-vf',
      'scale=480:480,fps=10,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '23',
    ],
    ...['-c:a', 'aac', path],
  ]);
  return path;
}

/**
 * A consent of the account recorded with `faceVideo` as its picture, read again while the words check misses
 * (as recordPassedConsent does): the last answer's status and body; 201 when it passed.
 */
export async function recordFaceConsent(
  app: FastifyInstance,
  token: string,
  faceVideo: string,
  tries = 5,
): Promise<{ id: string; status: string; face: { score: number; passed: boolean } | null }> {
  const challenge = await challengeOf(app, token);
  const sample = await fixture('speech-150s.mp3');
  let last = '';
  for (let attempt = 0; attempt < tries; attempt++) {
    const reading = await withSpeakerSample(
      await readAloud(challenge.statement, challenge.phrase, attempt),
      sample,
    );
    const response = await recordClip(
      app,
      token,
      challenge.id,
      await withFaceVideo(reading, faceVideo),
      'video/mp4',
    );
    if (response.statusCode === 201) return response.json();
    last = `${response.statusCode} ${response.body}`;
    if (response.statusCode !== 422) break;
  }
  throw new Error(`no passed face consent after ${tries} readings: ${last}`);
}
