// Decides what an uploaded video is by its bytes (magic numbers, ffprobe, the MP4 box layout, the AVI RIFF length),
// never by its name or declared type: MP4, MOV, WebM (and Matroska, its family) or AVI with a real video stream is
// taken; anything else is 415 with the spec's words; a video container that cannot be read through (cut off,
// damaged) is 422 (texts: upload-refusals.ts). Its length is measured from its packets (packet-timeline.ts), not taken from its header: a few
// frames spread over hours is 422 as damaged, and longer than VIDEO_MAX_SECONDS, stated or measured, is 400.
import { stat } from 'node:fs/promises';
import { HttpError } from '../http/http-error';
import { readHead, sniffContainer } from './sniff-container';
import { aviIsTruncated } from './avi-riff';
import { readMp4Layout } from './mp4-boxes';
import { MAX_PACKET_GAP_SECONDS, measurePackets } from './packet-timeline';
import { probeVideo, VideoProbeFailedError, type VideoProbe } from './probe-video';
import { VIDEO_MAX_SECONDS, videoRefusalMessages } from './upload-refusals';

/** Our short name for the container, also the stored file's extension. */
export type VideoContainer = 'mp4' | 'mov' | 'webm' | 'mkv' | 'avi';

export interface IdentifiedVideo {
  container: VideoContainer;
  probe: VideoProbe;
  sizeBytes: number;
  /** How long it really plays, from its packets' timestamps (seconds). */
  lengthSeconds: number;
}

function looksLikeVideoContainer(head: Buffer): boolean {
  const sniffed = sniffContainer(head);
  if (sniffed === 'mp4' || sniffed === 'matroska') return true;
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ';
}

function containerOf(probe: VideoProbe, head: Buffer): VideoContainer | null {
  const names = probe.formatName.split(',');
  if (names.includes('mp4') || names.includes('mov')) {
    // QuickTime files carry the brand 'qt  ' in their ftyp box (or have none).
    const brand = head.subarray(8, 12).toString('latin1');
    return head.subarray(4, 8).toString('latin1') === 'ftyp' && brand !== 'qt  ' ? 'mp4' : 'mov';
  }
  if (names.includes('webm')) return sniffContainer(head) === 'matroska' && isWebm(head) ? 'webm' : 'mkv';
  if (names.includes('matroska')) return 'mkv';
  if (names.includes('avi')) return 'avi';
  return null;
}

/** The EBML header's DocType 'webm' (within the first bytes). */
function isWebm(head: Buffer): boolean {
  return head.includes(Buffer.from('webm', 'latin1'));
}

/** Identifies the file at `path` or throws the HTTP refusal (415 or 422, with a message). */
export async function identifyVideo(path: string, signal?: AbortSignal): Promise<IdentifiedVideo> {
  const { size } = await stat(path);
  if (size === 0) throw new HttpError(415, videoRefusalMessages.notVideo);
  const head = await readHead(path, 64);
  let probe: VideoProbe;
  try {
    probe = await probeVideo(path, signal);
  } catch (error) {
    if (!(error instanceof VideoProbeFailedError)) throw error;
    // A video container ffprobe cannot open is damaged media; anything else is not a video at all.
    if (looksLikeVideoContainer(head)) throw new HttpError(422, videoRefusalMessages.unreadable);
    throw new HttpError(415, videoRefusalMessages.notVideo);
  }
  const container = containerOf(probe, head);
  if (!container || !probe.video) throw new HttpError(415, videoRefusalMessages.notVideo);
  if (container === 'mp4' || container === 'mov') {
    // The index (moov) may sit before the media data, so ffprobe can read a file whose end is missing.
    if ((await readMp4Layout(path)).truncated) throw new HttpError(422, videoRefusalMessages.unreadable);
  }
  // ffprobe reads an AVI's header and index-less stream alike, so a cut-off AVI is found by its RIFF length.
  if (container === 'avi' && (await aviIsTruncated(path)))
    throw new HttpError(422, videoRefusalMessages.unreadable);
  const streams = [probe.video.index, ...(probe.audio ? [probe.audio.index] : [])];
  const timeline = await measurePackets(path, streams, signal);
  // A few frames spread over hours (or no timed packet at all) is damage, whatever length it claims.
  if (!timeline || timeline.longestGapSeconds > MAX_PACKET_GAP_SECONDS) {
    throw new HttpError(422, videoRefusalMessages.unreadable);
  }
  const stated = probe.durationSeconds ?? probe.video.durationSeconds;
  if (Math.max(stated ?? 0, timeline.lengthSeconds) > VIDEO_MAX_SECONDS + 1) {
    throw new HttpError(400, videoRefusalMessages.tooLong);
  }
  return { container, probe, sizeBytes: size, lengthSeconds: timeline.lengthSeconds };
}
