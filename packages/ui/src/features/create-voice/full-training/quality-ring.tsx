// QualityRing: how much training audio there is against the 2-hour target (spec part 2 §9), as a
// ring with the total in the middle and the quality label under it; a meter for assistive technology.
import {
  trainingQualityLabel,
  trainingRingProgress,
  fullTrainingTargetSeconds,
} from '@twin/machines/create-voice/full-training';
import { cn } from '../../../lib/cn';
import { formatTotalDuration } from '../../../lib/format-audio';

export function QualityRing({ totalSeconds, className }: { totalSeconds: number; className?: string }) {
  const progress = trainingRingProgress(totalSeconds);
  const label = trainingQualityLabel(totalSeconds);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const tone = totalSeconds >= 3600 ? 'text-success' : totalSeconds >= 1800 ? 'text-primary' : 'text-warning';
  return (
    <div data-slot="quality-ring" className={cn('flex flex-col items-center gap-2', className)}>
      <div
        role="meter"
        aria-label="Training audio"
        aria-valuemin={0}
        aria-valuemax={fullTrainingTargetSeconds}
        aria-valuenow={Math.round(Math.min(totalSeconds, fullTrainingTargetSeconds))}
        aria-valuetext={`${formatTotalDuration(totalSeconds)} of 2 h · ${label}`}
        className="relative size-28"
      >
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden>
          <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="8" className="stroke-subtle" />
          <circle
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth="8"
            strokeLinecap="round"
            stroke="currentColor"
            className={cn('transition-[stroke-dashoffset] duration-500', tone)}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - progress)}
          />
        </svg>
        <span className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-base font-semibold text-foreground tabular-nums">
            {Math.round(progress * 100)}%
          </span>
          <span className="text-[11px] text-subtle-foreground">{formatTotalDuration(totalSeconds)}</span>
        </span>
      </div>
      <span className="text-sm font-medium text-foreground">{label}</span>
    </div>
  );
}
