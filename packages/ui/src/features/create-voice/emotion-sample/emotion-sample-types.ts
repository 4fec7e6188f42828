// The five emotion sample types (spec part 2 §3 Voice sample) with the titles the modal shows and
// the texts use ('Happy Sample saved successfully!'); titles and prompts are ours.
import type { EmotionSampleType } from '@twin/machines/create-voice/emotion-sample';

export const emotionSampleTypes: readonly { type: EmotionSampleType; title: string; prompt: string }[] = [
  { type: 'fast', title: 'Fast Sample', prompt: 'Read quickly, as if you were short on time.' },
  { type: 'slow', title: 'Slow Sample', prompt: 'Read slowly and calmly, taking your time.' },
  { type: 'engaged', title: 'Engaged Sample', prompt: 'Read with energy, as if telling a great story.' },
  { type: 'neutral', title: 'Neutral Sample', prompt: 'Read evenly, like the evening news.' },
  { type: 'happy', title: 'Happy Sample', prompt: 'Read with a smile: something made your day.' },
];

export function emotionSampleTitle(type: EmotionSampleType): string {
  return emotionSampleTypes.find((sample) => sample.type === type)?.title ?? 'Sample';
}
