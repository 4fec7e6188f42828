// The Content-Type a stored media file is served with, by the container identify-audio.ts named it (also its
// extension): audio types for sound alone, video types for a recording with a picture (a consent clip on camera).
const audioTypes: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  flac: 'audio/flac',
  aac: 'audio/aac',
  aiff: 'audio/aiff',
  caf: 'audio/x-caf',
  mp4: 'audio/mp4',
  mkv: 'audio/x-matroska',
};

const videoTypes: Record<string, string> = {
  mp4: 'video/mp4',
  m4a: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogg: 'video/ogg',
};

export function mediaContentType(container: string, hasVideo = false): string {
  return (hasVideo ? videoTypes[container] : audioTypes[container]) ?? 'application/octet-stream';
}
