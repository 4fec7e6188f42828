// The localization job's media work, stage by stage, each announced with its progress text and percentage: the
// sentences of the edited text placed at their original starts (sentence-starts.ts), translated one per line
// (translate-sentences.ts),
// or, for a job created with the rows the creator edited, those rows at their own times and with their reviewed
// translations when they carry them (edited-segments.ts; issue 25), the speaker's voice measured from the video
// (voice-from-video.ts), each sentence synthesized in the target language
// and trimmed to its speech, the timing planned (timing-plan.ts), the dubbed track written, watermarked with the job's
// mark (mark-dub-track.ts) and muxed under the picture, lip-synced when the Cog engine is configured, and given the
// translated sentences as a soft subtitle track (the job's timed segments, localize-segments.ts). Everything
// is written into the job's work directory; the runner stores it.
import { join } from 'node:path';
import type { LipsyncEngine } from '../engines/lipsync';
import { localizationMovesLips } from './localize-face-gate';
import type { SpeechEngine } from '../engines/speech/speech-engine';
import type { TranslationEngine } from '../engines/translation';
import type { LocalizationJobRow, LocalizationSourceRow } from '../db/schema';
import type { TranscriptSegment } from '../engines/transcription/transcription-engine';
import { addSubtitleTrack } from '../media/subtitles/add-subtitle-track';
import { probeVideo } from '../media/probe-video';
import { spedUpSpeech, trimmedSpeech, writeDubTrack, type TrackPiece } from './dub-audio';
import { muxDub } from './dub-video';
import { localizeMessages } from './localize-messages';
import { localizeProgressStages as stages, speakingPercent } from './localize-progress';
import { segmentCues, sentenceEnds, type LocalizedSegment } from './localize-segments';
import { markDubTrack, type TrackWatermarker } from './mark-dub-track';
import { sentencesFromSpeech, sentencesFromTranscript, type StartsSource } from './sentence-starts';
import { detectSpeechStretches } from './speech-stretches';
import { planTiming } from './timing-plan';
import { translateSentences } from './translate-sentences';
import { editedSegmentsOf, reviewedTranslations } from './edited-segments';
import { voiceFromVideo } from './voice-from-video';

/** The most speech one sentence may make (an engine stops past it). */
const MAX_SENTENCE_SECONDS = 120;

export interface LocalizeEngines {
  speech: SpeechEngine;
  translation: TranslationEngine;
  lipsync: LipsyncEngine;
  /** Marks the dubbed track as takes are marked (app.services.watermark). */
  watermark: TrackWatermarker;
}

export interface LocalizedVideo {
  outputPath: string;
  outputSeconds: number;
  startsFrom: StartsSource;
  /** The job's timed segments (localize-segments.ts), kept on the job. */
  timing: LocalizedSegment[];
}

export async function localizeVideo(options: {
  job: LocalizationJobRow;
  source: LocalizationSourceRow;
  videoPath: string;
  workDir: string;
  engines: LocalizeEngines;
  /** Records the stage's text and percentage (localize-progress.ts; throws when the job ended meanwhile). */
  progress: (text: string, percent: number) => Promise<void>;
  signal: AbortSignal;
}): Promise<LocalizedVideo> {
  const { job, source, videoPath, workDir, engines, progress, signal } = options;
  await progress(localizeMessages.preparing, stages.preparing);
  const probe = await probeVideo(videoPath, signal);
  const videoSeconds = source.durationSeconds;
  // The creator's rows keep their own times; otherwise the text is timed from the transcript or the speech.
  const edited = editedSegmentsOf(job);
  const heard = edited ?? (source.segments as TranscriptSegment[]);
  const fromTranscript = edited
    ? edited.map((segment) => ({ text: segment.text, start: segment.start }))
    : sentencesFromTranscript(job.sourceText, source.transcriptText, heard);
  const sentences =
    fromTranscript ??
    sentencesFromSpeech(
      job.sourceText,
      await detectSpeechStretches(videoPath, videoSeconds, signal),
      videoSeconds,
    );

  const ends = sentenceEnds(
    sentences.map((sentence) => sentence.start),
    fromTranscript ? heard : [],
    videoSeconds,
  );

  await progress(localizeMessages.translating, stages.translating);
  // Reviewed translations are spoken as the creator left them: no second translation.
  const translations =
    (edited && reviewedTranslations(edited)) ??
    (await translateSentences(
      engines.translation,
      sentences.map((sentence) => sentence.text),
      { source: job.sourceLanguage, target: job.targetLanguage },
      signal,
    ));

  await progress(localizeMessages.measuringVoice, stages.measuringVoice);
  const voice = await voiceFromVideo({
    engine: engines.speech,
    videoPath,
    voiceId: job.id,
    language: job.targetLanguage,
    workDir,
    signal,
  });

  const spoken: { index: number; rawPath: string; seconds: number }[] = [];
  for (const [index, translation] of translations.entries()) {
    await progress(
      localizeMessages.generating(index + 1, translations.length),
      speakingPercent(index, translations.length),
    );
    if (!/[\p{L}\p{N}]/u.test(translation)) continue;
    const wavPath = join(workDir, `sentence-${index}.wav`);
    await engines.speech.synthesize({
      profile: voice.profile,
      text: translation,
      language: job.targetLanguage,
      outputPath: wavPath,
      referenceClip: voice.referenceClip,
      maxSeconds: MAX_SENTENCE_SECONDS,
      signal,
    });
    const rawPath = join(workDir, `sentence-${index}.raw`);
    const seconds = await trimmedSpeech(wavPath, rawPath, signal);
    if (seconds > 0.02) spoken.push({ index, rawPath, seconds });
  }

  await progress(localizeMessages.timing, stages.timing);
  const plan = planTiming(
    spoken.map((item) => ({ start: sentences[item.index]!.start, speechSeconds: item.seconds })),
    videoSeconds,
  );
  const pieces: TrackPiece[] = [];
  for (const [order, placed] of plan.sentences.entries()) {
    const item = spoken[order]!;
    let rawPath = item.rawPath;
    if (placed.tempo > 1.0005) {
      rawPath = join(workDir, `sentence-${item.index}.fast.raw`);
      await spedUpSpeech(item.rawPath, rawPath, placed.tempo, signal);
    }
    pieces.push({ rawPath, start: placed.outputStart });
  }

  await progress(localizeMessages.mixing, stages.mixing);
  const trackPath = join(workDir, 'dub.wav');
  await writeDubTrack(pieces, plan.outputSeconds, trackPath);
  // The final track, after every tempo change (the mark does not survive one): the MP4's sound, and the lip-sync's.
  await markDubTrack(engines.watermark, trackPath, { jobId: job.id, workDir, signal });

  await progress(localizeMessages.muxing, stages.muxing);
  const muxedPath = join(workDir, 'localized.mp4');
  await muxDub({
    videoPath,
    trackPath,
    outputPath: muxedPath,
    plan,
    videoSeconds,
    probe,
    language: job.targetLanguage,
    signal,
  });
  const timing = plan.sentences.map((placed, order): LocalizedSegment => {
    const index = spoken[order]!.index;
    return {
      text: sentences[index]!.text,
      translation: translations[index]!,
      sourceStart: placed.sourceStart,
      sourceEnd: ends[index]!,
      outputStart: placed.outputStart,
      outputEnd: Math.round((placed.outputStart + placed.outputSeconds) * 1000) / 1000,
      speechSeconds: placed.speechSeconds,
      tempo: placed.tempo,
      videoStretch: placed.videoStretch,
    };
  });
  let outputPath = muxedPath;
  if (localizationMovesLips(engines.lipsync)) {
    await progress(localizeMessages.lipsyncing, stages.lipsyncing);
    outputPath = join(workDir, 'lipsynced.mp4');
    await engines.lipsync.run({
      videoPath: muxedPath,
      audioPath: trackPath,
      outputPath,
      useCodeformer: true,
      signal,
    });
  }
  // The translated sentences as a soft subtitle track in the target language (issue 25).
  await addSubtitleTrack({
    videoPath: outputPath,
    cues: segmentCues(timing, 'translated'),
    language: job.targetLanguage,
    workPath: join(workDir, 'subtitled'),
    signal,
  });
  return {
    outputPath,
    outputSeconds: plan.outputSeconds,
    startsFrom: edited ? 'edited' : fromTranscript ? 'transcript' : 'silence',
    timing,
  };
}
