// Where the media tools live: Debian's ffmpeg, ffprobe and espeak-ng by default; FFMPEG_PATH, FFPROBE_PATH and
// ESPEAK_NG_PATH override them (read once at start, by config.ts).
import { mediaToolPathsFromEnv } from '../config';

export const mediaTools = mediaToolPathsFromEnv();
