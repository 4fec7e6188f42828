// The recorder's capture settings (spec part 2 §2, §9): a 480×360 camera, 2.5 Mbps, MP4 (H.264)
// preferred and WebM (VP8) as the fallback, chosen with the browser's MediaRecorder.isTypeSupported
// (passed in: machines know no browser); the extension the saved file gets; the take's length limit.

export const videoCaptureSettings = {
  width: 480,
  height: 360,
  videoBitsPerSecond: 2_500_000,
} as const;

/**
 * Ours: the spec sets no length. Uploads stop at 100MB; at 2.5 Mbps plus audio four minutes make
 * about 80MB, so a take stops by itself at 240 s and always fits.
 */
export const videoRecorderMaxSeconds = 240;

export type VideoRecordingExtension = 'mp4' | 'webm';

export interface VideoRecordingFormat {
  mimeType: string;
  extension: VideoRecordingExtension;
}

/** In order of preference: MP4 with H.264 first, then WebM with VP8. */
export const videoRecordingFormats: readonly VideoRecordingFormat[] = [
  { mimeType: 'video/mp4;codecs=avc1.42E01E,mp4a.40.2', extension: 'mp4' },
  { mimeType: 'video/mp4;codecs=avc1', extension: 'mp4' },
  { mimeType: 'video/mp4', extension: 'mp4' },
  { mimeType: 'video/webm;codecs=vp8,opus', extension: 'webm' },
  { mimeType: 'video/webm;codecs=vp8', extension: 'webm' },
  { mimeType: 'video/webm', extension: 'webm' },
];

/** The first format the browser records, or null (the browser's default is then used). */
export function pickVideoRecordingFormat(
  isTypeSupported: (mimeType: string) => boolean,
): VideoRecordingFormat | null {
  return videoRecordingFormats.find((format) => isTypeSupported(format.mimeType)) ?? null;
}

/** The saved file's extension for the container the capture produced. */
export function videoRecordingExtension(mimeType: string): VideoRecordingExtension {
  return mimeType.toLowerCase().includes('mp4') ? 'mp4' : 'webm';
}
