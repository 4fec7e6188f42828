// The speaker's voice for the dub, from the video's own speech and with the analysis a pro clone uses
// (media/analysis/reference-analysis.ts: the first 180 s decoded, measured, cut into clips at pauses). The speech
// engine builds its profile from it as it does for a pro voice: the embedded espeak-ng engine follows the measured
// pitch, pitch range and speaking rate; an HTTP engine gets the clips as its clone reference (Chatterbox uploads
// them) and each sentence is spoken with the longest clip as the reference to imitate.
import { PRO_CLONE_MAX_SECONDS } from '@twin/api-client';
import { analyseReference, type AnalysedClip } from '../media/analysis/reference-analysis';
import type { ProfileReferenceClip, SpeechEngine, VoiceProfile } from '../engines/speech/speech-engine';

export class NoSpeechError extends Error {}

export interface VideoVoice {
  profile: VoiceProfile;
  /** Given to every synthesis for engines that clone from reference audio; undefined for the embedded one. */
  referenceClip: ProfileReferenceClip | undefined;
}

/**
 * The speaking rate over the speech itself: the clips' rates weighted by their lengths. A pro reference is read
 * without long pauses, but a lesson pauses between sentences, and the rate over the whole sound (pauses included)
 * would make the voice speak far slower than the speaker does.
 */
function speechRate(clips: readonly AnalysedClip[]): number | null {
  const rated = clips.filter((clip) => clip.statistics.speakingRate !== null);
  const seconds = rated.reduce((sum, clip) => sum + clip.statistics.durationSeconds, 0);
  if (seconds <= 0) return null;
  return (
    rated.reduce((sum, clip) => sum + clip.statistics.speakingRate! * clip.statistics.durationSeconds, 0) /
    seconds
  );
}

export async function voiceFromVideo(options: {
  engine: SpeechEngine;
  videoPath: string;
  /** Used to name the voice at the engine (a job id). */
  voiceId: string;
  /** The language the voice will speak. */
  language: string;
  workDir: string;
  signal?: AbortSignal;
}): Promise<VideoVoice> {
  const analysis = await analyseReference({
    inputPaths: [options.videoPath],
    budgetSeconds: PRO_CLONE_MAX_SECONDS,
    workDir: options.workDir,
    signal: options.signal,
  });
  if (analysis.clips.length === 0) throw new NoSpeechError('no speech in the video');
  const clips: ProfileReferenceClip[] = analysis.clips.map((clip) => ({
    clipId: clip.clipId,
    path: clip.tempPath,
    statistics: clip.statistics,
  }));
  const profile = await options.engine.createVoiceProfile({
    modelId: options.voiceId,
    language: options.language,
    speaker: {
      ...analysis.speaker,
      speakingRate: speechRate(analysis.clips) ?? analysis.speaker.speakingRate,
    },
    clips,
    signal: options.signal,
  });
  const longest = [...clips].sort((a, b) => b.statistics.durationSeconds - a.statistics.durationSeconds)[0];
  return { profile, referenceClip: options.engine.capabilities.clonesTimbre ? longest : undefined };
}
