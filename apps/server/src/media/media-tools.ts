// Where the media tools live: Debian's ffmpeg, ffprobe, espeak-ng and pocketsphinx_continuous by default;
// FFMPEG_PATH, FFPROBE_PATH, ESPEAK_NG_PATH and POCKETSPHINX_PATH override them (read once at start, by config.ts).
import { mediaToolPathsFromEnv } from '../config';

export const mediaTools = mediaToolPathsFromEnv();
