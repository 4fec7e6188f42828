// EmotionSamplesSection: the five emotion samples a voice can add (fast, slow, engaged, neutral,
// happy), each opening the sample-recording modal, with the total seconds recorded so far
// (GET /api/voice/samples/duration).
import type { EmotionSampleType } from '@twin/machines/create-voice/emotion-sample';
import { CircleCheckIcon, MicIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { formatTotalDuration } from '../../../lib/format-audio';
import { emotionSampleTypes } from './emotion-sample-types';

export interface EmotionSamplesSectionProps {
  /** Seconds of samples saved so far; null while unknown. */
  totalSeconds: number | null;
  /** Types saved during this visit. */
  savedTypes: readonly EmotionSampleType[];
  onRecord: (type: EmotionSampleType) => void;
}

export function EmotionSamplesSection({ totalSeconds, savedTypes, onRecord }: EmotionSamplesSectionProps) {
  return (
    <section aria-labelledby="emotion-samples-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="emotion-samples-title" className="text-sm font-semibold text-foreground">
          Emotion Samples
        </h3>
        <p className="text-xs text-subtle-foreground">
          Optional ·{' '}
          {totalSeconds === null ? 'no samples yet' : `${formatTotalDuration(totalSeconds)} recorded`}
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {emotionSampleTypes.map((sample) => {
          const saved = savedTypes.includes(sample.type);
          return (
            <li key={sample.type}>
              <Button
                variant="outline"
                className="w-full justify-start"
                onClick={() => onRecord(sample.type)}
              >
                {saved ? <CircleCheckIcon aria-hidden className="text-success" /> : <MicIcon aria-hidden />}
                {sample.title}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
