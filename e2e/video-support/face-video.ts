// Test media with a real face for the lip-sync journeys, made by the test (no third-party media in the repo): the NASA
// astronaut portrait (public domain) that Debian's python3-skimage ships, as a 640×640, 25 fps H.264 video slowly
// zooming in and drifting (as the server's lip-sync tests make it), and a picture with no face (ffmpeg's testsrc2).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runFfmpeg } from '@twin/server/testing/media-tools';

export const ASTRONAUT_PORTRAIT = '/usr/lib/python3/dist-packages/skimage/data/astronaut.png';

/** The portrait as a talking-head-like video of `seconds` (no sound: lip-sync replaces it anyway). */
export async function makeFaceVideo(dir: string, seconds: number, name = 'face.mp4'): Promise<string> {
  if (!existsSync(ASTRONAUT_PORTRAIT)) throw new Error('python3-skimage is needed (npm test installs it)');
  const path = join(dir, name);
  const frames = Math.round(seconds * 25);
  const zoom = `zoompan=z='1+0.25*on/${frames}':x='iw/2-iw/zoom/2+40*sin(on/60)':y='ih/2-ih/zoom/2-30*on/${frames}':d=1:s=640x640:fps=25`;
  await runFfmpeg([
    ...['-loop', '1', '-framerate', '25', '-i', ASTRONAUT_PORTRAIT],
    ...['-vf', `scale=2048:2048:flags=bicubic,${zoom},format=yuv420p`, '-frames:v', String(frames)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-r', '25', path],
  ]);
  return path;
}

/** A picture with no face in it: ffmpeg's testsrc2 pattern, 640×360 at 25 fps. */
export async function makeFacelessVideo(dir: string, seconds: number, name = 'pattern.mp4'): Promise<string> {
  const path = join(dir, name);
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', path],
  ]);
  return path;
}
