// Decides what an uploaded file is by looking at its bytes: magic numbers, ffprobe, and a full decode of the audio.
// Never by extension or declared MIME type. The answer is either the file's container, extension and real duration,
// or a rejection reason that the route turns into the spec's words and a status.
import { stat } from 'node:fs/promises';
import { decodedAudioSeconds, probeMedia, ProbeFailedError, type ProbeResult } from './probe-media';
import { readHead, sniffContainer, wavDataIsTruncated } from './sniff-container';

/** 'audio': a file with an audio stream and no picture; 'audio-or-video': video files with sound are fine too. */
export type AcceptedMedia = 'audio' | 'audio-or-video';

export type RejectionReason =
  /** Not media, or media of the wrong kind (a video where audio is asked, a picture, a text file). → 415 */
  | 'not-audio'
  /** A media file we cannot read through: truncated, corrupt, no decodable audio. → 422 */
  | 'unreadable';

export class MediaRejectedError extends Error {
  constructor(
    readonly reason: RejectionReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'MediaRejectedError';
  }
}

export interface IdentifiedAudio {
  /** Our short name for the container, also the stored file's extension. */
  container: 'wav' | 'mp3' | 'm4a' | 'mp4' | 'ogg' | 'webm' | 'mkv' | 'flac' | 'aac' | 'aiff' | 'caf';
  hasVideo: boolean;
  /** Seconds of audio the decoder got through (not the header's claim). */
  durationSeconds: number;
  sizeBytes: number;
}

function containerOf(probe: ProbeResult, hasVideo: boolean): IdentifiedAudio['container'] | null {
  const names = probe.formatName.split(',');
  if (names.includes('wav')) return 'wav';
  if (names.includes('mp3')) return 'mp3';
  if (names.includes('mp4') || names.includes('mov')) return hasVideo ? 'mp4' : 'm4a';
  if (names.includes('ogg')) return 'ogg';
  if (names.includes('webm')) return 'webm';
  if (names.includes('matroska')) return 'mkv';
  if (names.includes('flac')) return 'flac';
  if (names.includes('aac')) return 'aac';
  if (names.includes('aiff')) return 'aiff';
  if (names.includes('caf')) return 'caf';
  return null;
}

/** Past the caller's longest duration, decoding goes on this much further to be sure, then stops. */
const DECODE_MARGIN_SECONDS = 2;

/**
 * What the file is. With `maxSeconds` (the longest the caller accepts) a file whose header already claims more is
 * answered without decoding, and the decode stops a little past it, so the answer's duration only shows it is too
 * long: a tiny file of hours of audio costs no more than the limit.
 */
export async function identifyAudio(
  path: string,
  accept: AcceptedMedia,
  signal?: AbortSignal,
  maxSeconds?: number,
): Promise<IdentifiedAudio> {
  const { size } = await stat(path);
  if (size === 0) throw new MediaRejectedError('not-audio', 'empty file');
  const sniffed = sniffContainer(await readHead(path));

  let probe: ProbeResult;
  try {
    probe = await probeMedia(path, signal);
  } catch (error) {
    if (!(error instanceof ProbeFailedError)) throw error;
    // A recognised container that ffprobe cannot open is damaged media; anything else is not media at all.
    throw new MediaRejectedError(sniffed ? 'unreadable' : 'not-audio', error.message);
  }

  const audioStreams = probe.streams.filter((s) => s.codecType === 'audio');
  const hasVideo = probe.streams.some((s) => s.codecType === 'video' && !s.attachedPicture);
  const container = containerOf(probe, hasVideo);
  if (!container) throw new MediaRejectedError('not-audio', `container ${probe.formatName}`);
  if (hasVideo && accept === 'audio') throw new MediaRejectedError('not-audio', 'a video file');
  if (audioStreams.length === 0) throw new MediaRejectedError('not-audio', 'no audio stream');
  if (container === 'wav' && (await wavDataIsTruncated(path, size))) {
    throw new MediaRejectedError('unreadable', 'WAV data shorter than its header says');
  }

  // The audio stream's own claim when there is one (a video's audio may legitimately end before its picture).
  const declared = audioStreams[0]?.durationSeconds ?? probe.declaredDurationSeconds;
  const limit = maxSeconds === undefined ? undefined : maxSeconds + DECODE_MARGIN_SECONDS;
  if (limit !== undefined && declared !== null && declared > limit) {
    return { container, hasVideo, durationSeconds: declared, sizeBytes: size };
  }
  const decoded = await decodedAudioSeconds(path, signal, limit);
  if (decoded === null || decoded < 0.05) throw new MediaRejectedError('unreadable', 'no decodable audio');
  if (limit !== undefined && decoded >= limit - 0.05) {
    return { container, hasVideo, durationSeconds: decoded, sizeBytes: size };
  }
  if (declared !== null && declared - decoded > Math.max(1, declared * 0.05)) {
    throw new MediaRejectedError(
      'unreadable',
      `truncated: ${decoded.toFixed(1)} of ${declared.toFixed(1)} s`,
    );
  }
  return { container, hasVideo, durationSeconds: decoded, sizeBytes: size };
}
