// WaveformBars: a decorative, deterministic waveform for a sample row (the same name always draws
// the same bars); it animates while the item plays. Hidden from assistive technology.
import { cn } from '../../../lib/cn';

function barHeights(seed: string, count: number): number[] {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return Array.from({ length: count }, (_, index) => {
    hash = Math.imul(hash ^ (index + 1), 2246822519) >>> 0;
    const envelope = Math.sin((Math.PI * (index + 0.5)) / count) * 0.55 + 0.45;
    return Math.max(0.14, ((hash % 1000) / 1000) * envelope);
  });
}

export function WaveformBars({
  seed,
  count = 40,
  active = false,
  className,
}: {
  seed: string;
  count?: number;
  active?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      data-slot="waveform"
      className={cn('flex h-8 min-w-0 flex-1 items-center gap-[2px] overflow-hidden', className)}
    >
      {barHeights(seed, count).map((height, index) => (
        <span
          key={index}
          className={cn(
            'w-[3px] shrink-0 rounded-full transition-colors',
            active ? 'bg-primary motion-safe:animate-pulse' : 'bg-primary/35',
          )}
          style={{ height: `${Math.round(height * 100)}%`, animationDelay: `${(index % 7) * 90}ms` }}
        />
      ))}
    </span>
  );
}
