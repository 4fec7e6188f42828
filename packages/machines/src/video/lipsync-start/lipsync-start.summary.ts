// What the Create Video confirmation tells the creator before they confirm: the result's length (the timeline's), its
// cost in credits as the server charges it when the job starts (1 credit per second, rounded up), whether the chosen
// video is shorter than the audio and will be looped, and the notes on the lip-sync engine and the video's face.
import { consentFaceDetails, faceCheckDetails, isConsentFace, isFaceCheck } from '../../shared/face-check';
import { lipsyncStartMessages } from './lipsync-start.messages';
import type { LipsyncClip, LipsyncVideo } from './lipsync-start.types';

/** The lip-sync engine the server runs (GET /api/public-config): embedded "face" or "mux", or a model over HTTP. */
export type LipsyncEngineKind = 'face' | 'mux' | 'http';

/** A video this much shorter than the audio (or less) is not called looped: the last frame covers it. */
const LOOP_SLACK_SECONDS = 0.05;

/** The timeline's length: where its last clip ends (clips of no length are left out, as the server does). */
export function timelineSeconds(clips: readonly Pick<LipsyncClip, 'startTime' | 'duration'>[]): number {
  return clips.reduce(
    (end, clip) => (clip.duration > 0 ? Math.max(end, clip.startTime + clip.duration) : end),
    0,
  );
}

/**
 * Credits for `seconds` of video, as the server takes them (its tokensForSeconds): whole seconds rounded up, at
 * least 1, after rounding to milliseconds so that 4.0000001 s costs 4.
 */
export function lipsyncCredits(seconds: number): number {
  return Math.max(1, Math.ceil(Math.round(seconds * 1000) / 1000));
}

export interface LipsyncSummary {
  /** The result's length in seconds: the timeline's. */
  seconds: number;
  credits: number;
  /** The chosen video is shorter than the audio, so it will be looped to fill it. */
  looped: boolean;
}

export function lipsyncSummary(
  clips: readonly LipsyncClip[],
  video: Pick<LipsyncVideo, 'duration'>,
): LipsyncSummary {
  const seconds = timelineSeconds(clips);
  return {
    seconds,
    credits: lipsyncCredits(seconds),
    looped: video.duration !== null && video.duration < seconds - LOOP_SLACK_SECONDS,
  };
}

/** The confirmation's line about the engine in creators' words; null when there is nothing to say. */
export function lipsyncEngineNote(engine: LipsyncEngineKind | null | undefined): string | null {
  if (engine === 'face') return lipsyncStartMessages.engineNotes.face;
  if (engine === 'mux') return lipsyncStartMessages.engineNotes.mux;
  return null;
}

/**
 * Why the lips will not follow in the chosen video (its face check, or a face that is not the consent face), when the
 * engine animates lips at all; null for a ready or unchecked video, or the engine that moves no lips (its own note
 * says so).
 */
export function lipsyncFaceWarning(
  video: Pick<LipsyncVideo, 'faceCheck' | 'consentFace'>,
  engine: LipsyncEngineKind | null | undefined,
): string | null {
  if (engine === 'mux' || !isFaceCheck(video.faceCheck)) return null;
  if (video.faceCheck === 'ready')
    return isConsentFace(video.consentFace) && video.consentFace !== 'matches'
      ? consentFaceDetails[video.consentFace]
      : null;
  return faceCheckDetails[video.faceCheck];
}
