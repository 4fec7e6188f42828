// One speech-test generation: the reference is analysed the way a pro clone's is (create-voice's analyseReference:
// the first `analysedSeconds` at 24 kHz mono, cut into clips at its pauses and measured), the speech engine builds
// a voice profile from it (espeak-ng: the measured pitch, range and rate; an HTTP engine: the clips uploaded as its
// clone reference) and speaks the text; `speed` is applied with ffmpeg's atempo (pitch kept, any engine), and the
// WAV gets the keyed watermark and tag like every take. Scratch files live in one tmp folder, removed at the end.
import { stat } from 'node:fs/promises';
import { analyseReference } from '../media/analysis/reference-analysis';
import { removeQuietly, type MediaStore } from '../files/media-store';
import type { ProfileReferenceClip, SpeechControls, SpeechEngine } from '../engines/speech/speech-engine';
import { probeMedia } from '../media/probe-media';
import { runFfmpeg } from '../media/run-ffmpeg';
import type { Watermarker } from '../media/watermark/watermarker';
import { watermarkComment } from '../media/wav-writer';
import type { SpeechTestSettings } from './speech-test-store';

/** The speech test has no language field; the reference and the text are taken as English. */
export const SPEECH_TEST_LANGUAGE = 'en';
/** No generation may run past this much audio, whatever the text. */
const MAX_SPEECH_SECONDS = 600;

export interface GenerationServices {
  speech: SpeechEngine;
  watermark: Watermarker;
  store: MediaStore;
}

export interface GeneratedAudio {
  durationSeconds: number;
  sampleRate: number;
  sizeBytes: number;
}

/**
 * The sliders of part 1 §5 in the engine's terms. CFG scale (1–2, default 1.3) is guidance strength: cfgWeight =
 * cfg_scale / 2.6, so the default is the engines' own 0.5 (espeak-ng: the reference's speaking rate). The seed seeds
 * the engine's random variation only. Inference steps have no counterpart in these engines (kept with the job).
 */
export function speechTestControls(settings: SpeechTestSettings): SpeechControls {
  return {
    exaggeration: 0.5,
    temperature: 0.8,
    cfgWeight: settings.cfg_scale / 2.6,
    randomSeed: settings.seed,
  };
}

export async function generateSpeechTest(
  services: GenerationServices,
  input: {
    jobId: string;
    referencePath: string;
    analysedSeconds: number;
    settings: SpeechTestSettings;
    outputPath: string;
    signal: AbortSignal;
  },
): Promise<GeneratedAudio> {
  const { speech, watermark, store } = services;
  const { signal, settings } = input;
  const workDir = await store.tempDirectory('speech-test');
  try {
    const analysis = await analyseReference({
      inputPaths: [input.referencePath],
      budgetSeconds: input.analysedSeconds,
      workDir,
      signal,
    });
    // A reference too short to cut into clips is one clip itself.
    const clips: ProfileReferenceClip[] =
      analysis.clips.length > 0
        ? analysis.clips.map((clip) => ({
            clipId: clip.clipId,
            path: clip.tempPath,
            statistics: clip.statistics,
          }))
        : [{ clipId: input.jobId, path: analysis.referenceTempPath, statistics: analysis.speaker }];
    const profile = await speech.createVoiceProfile({
      modelId: `speech-test-${input.jobId}`,
      language: SPEECH_TEST_LANGUAGE,
      speaker: analysis.speaker,
      clips,
      signal,
    });
    // Engines that speak from one clip of the reference (Chatterbox) name it in the profile, as for a pro voice.
    const chosen = profile.settings.referenceClipId;
    const referenceClip = clips.find((clip) => clip.clipId === chosen);
    const spoken = `${workDir}/spoken.wav`;
    await speech.synthesize({
      profile,
      text: settings.text,
      language: SPEECH_TEST_LANGUAGE,
      outputPath: spoken,
      controls: speechTestControls(settings),
      referenceClip,
      signal,
      maxSeconds: MAX_SPEECH_SECONDS,
    });
    let paced = spoken;
    if (Math.abs(settings.speed - 1) > 1e-6) {
      paced = `${workDir}/paced.wav`;
      await runFfmpeg(['-i', spoken, '-filter:a', `atempo=${settings.speed}`, '-c:a', 'pcm_s16le', paced], {
        signal,
      });
    }
    await watermark.markWav(paced, input.outputPath, {
      clipId: input.jobId,
      comment: watermarkComment(input.jobId),
      signal,
    });
    const probe = await probeMedia(input.outputPath, signal);
    const audio = probe.streams.find((stream) => stream.codecType === 'audio');
    return {
      durationSeconds: audio?.durationSeconds ?? probe.declaredDurationSeconds ?? 0,
      sampleRate: audio?.sampleRate ?? 0,
      sizeBytes: (await stat(input.outputPath)).size,
    };
  } finally {
    await removeQuietly(workDir);
  }
}
