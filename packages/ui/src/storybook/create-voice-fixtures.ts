// Sample data for the voice stories: takes and files (a short real WAV so Play works in flows),
// measured reference clips, voice models, usage, and the categorization context of a step as the
// machine computes it.
import {
  candidateClipsForStep,
  categorizationStyles,
  clipPage,
  clipPageCount,
  suggestClip,
  type CategorizationContext,
  type CategorizedClips,
  type ReferenceClipStats,
} from '@twin/machines/create-voice/categorization';
import { type VoiceCloneUsage } from '@twin/machines/create-voice';
import { type TrainingFile } from '@twin/machines/create-voice/full-training';
import { sampleAudioFile, type Recording } from '@twin/machines/shared';
import { sampleReferenceClips } from '@twin/machines/testing';
import type { VoiceListModel } from '../features/create-voice/page/voice-list';
import type { ReferenceLanguageOption } from '../features/create-voice/reference-languages';

/** A mono 16-bit WAV of a soft two-tone hum, `seconds` long, built in memory. */
export function toneWav(seconds = 1.5, sampleRate = 8000): Blob {
  const frames = Math.round(seconds * sampleRate);
  const buffer = new ArrayBuffer(44 + frames * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + frames * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, frames * 2, true);
  for (let frame = 0; frame < frames; frame += 1) {
    const t = frame / sampleRate;
    const fade = Math.min(1, t * 8, (seconds - t) * 8);
    const value =
      (Math.sin(2 * Math.PI * 220 * t) * 0.6 + Math.sin(2 * Math.PI * 330 * t) * 0.4) * 0.2 * fade;
    view.setInt16(44 + frame * 2, Math.round(value * 32767), true);
  }
  return new Blob([buffer], { type: 'audio/wav' });
}

const megabyte = 1024 * 1024;

export const storyTake: Recording = { audio: toneWav(), mimeType: 'audio/wav', durationSeconds: 154 };
export const storyQuickTake: Recording = { audio: toneWav(), mimeType: 'audio/wav', durationSeconds: 10 };
export const storyEmotionTake: Recording = { audio: toneWav(), mimeType: 'audio/wav', durationSeconds: 12 };

export const storyUploadFile = Object.assign(
  new File([toneWav()], 'studio-reference.wav', { type: 'audio/wav' }),
);
export const storyLargeFile = sampleAudioFile('podcast-episode.mp3', 'audio/mpeg', 38 * megabyte);

export const storyTrainingFiles: TrainingFile[] = [
  { id: 'file-1', name: 'lecture-week-1.wav', audio: toneWav(), durationSeconds: 1520, source: 'upload' },
  { id: 'file-2', name: 'podcast-interview.mp3', audio: toneWav(), durationSeconds: 1265, source: 'upload' },
  { id: 'file-3', name: 'Recording-1', audio: toneWav(), durationSeconds: 412, source: 'recording' },
];

/** Six measured clips (the machines' walk sample) with durations and transcripts. */
export const storyReferenceClips: (ReferenceClipStats & { duration: number; transcript: string })[] =
  sampleReferenceClips.map((clip, index) => ({
    ...clip,
    duration: [6.2, 4.8, 9.1, 7.4, 5.5, 8.3][index] ?? 6,
    transcript: `Reference sentence ${index + 1}.`,
  }));

/** The categorization context on step `stepIndex` with earlier `choices`, as the machine computes it. */
export function storyChoosingContext(
  stepIndex: number,
  choices: CategorizedClips = {},
  page = 0,
): Partial<CategorizationContext> {
  const style = categorizationStyles[stepIndex] ?? 'fastest';
  const chosenEarlier = categorizationStyles
    .slice(0, stepIndex)
    .map((earlier) => choices[earlier])
    .filter((id): id is string => id !== undefined);
  const candidates = candidateClipsForStep(style, storyReferenceClips, chosenEarlier);
  const offered = clipPage(candidates, page);
  return {
    clips: storyReferenceClips,
    stepIndex,
    page,
    offeredClipIds: offered.map((clip) => clip.clip_id),
    suggestedClipId: suggestClip(style, offered),
    canRefresh: clipPageCount(candidates.length) > 1,
    choices,
  };
}

export const storyModels: VoiceListModel[] = [
  {
    id: 'model-1',
    model_name: 'Maya · Studio',
    status: 'ready',
    clone_type: 'pro',
    reference_language: 'en',
    categorization_completed: true,
    consent: {
      id: 'consent-1',
      recordedAt: '2026-11-21T10:00:00.000Z',
      voiceScore: 0.47,
      face: { score: 1, passed: true },
    },
  },
  {
    id: 'model-2',
    model_name: 'Maya · Français',
    status: 'ready',
    clone_type: 'pro',
    reference_language: 'fr',
    categorization_completed: false,
  },
  {
    id: 'model-3',
    model_name: 'Quick hello',
    status: 'training',
    clone_type: 'quick',
    reference_language: null,
    categorization_completed: false,
  },
];

export const storyUsage = {
  free: { current_plan: 'Free', voice_clones_used: 0, voice_clones_allowed: 1 },
  growthWithRoom: { current_plan: 'Growth', voice_clones_used: 1, voice_clones_allowed: 3 },
  growthAtLimit: { current_plan: 'Growth', voice_clones_used: 3, voice_clones_allowed: 3 },
  enterprise: { current_plan: 'Enterprise', voice_clones_used: 12, voice_clones_allowed: -1 },
} satisfies Record<string, VoiceCloneUsage>;

/** A reference clip's audio in stories: the same short tone for every clip. */
let clipAudioUrl: string | null = null;
export function storyClipAudioUrl(): string {
  clipAudioUrl ??= URL.createObjectURL(toneWav(2));
  return clipAudioUrl;
}

/** A few reference languages for the stories (the studio passes the api-client's full list of 25). */
export const storyReferenceLanguages: readonly ReferenceLanguageOption[] = [
  { code: 'ar', name: 'Arabic', flagCountry: 'sa' },
  { code: 'de', name: 'German', flagCountry: 'de' },
  { code: 'en', name: 'English', flagCountry: 'gb' },
  { code: 'fr', name: 'French', flagCountry: 'fr' },
  { code: 'ja', name: 'Japanese', flagCountry: 'jp' },
  { code: 'no', name: 'Norwegian', flagCountry: 'no' },
  { code: 'vi', name: 'Vietnamese', flagCountry: 'vn' },
];
