// Where the media tools live. Debian's ffmpeg, ffprobe and espeak-ng by default; FFMPEG_PATH, FFPROBE_PATH and
// ESPEAK_NG_PATH override them (read once at start).
export const mediaTools = {
  ffmpeg: process.env.FFMPEG_PATH?.trim() || 'ffmpeg',
  ffprobe: process.env.FFPROBE_PATH?.trim() || 'ffprobe',
  espeakNg: process.env.ESPEAK_NG_PATH?.trim() || 'espeak-ng',
};
