// SetupFirstBanner: 'Complete Your Voice Setup First' listing the ready voices that still lack
// categorization (spec part 2 §2, §4), each with Complete Setup.
import { SparklesIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { cn } from '../../../lib/cn';

export interface VoiceNeedingSetup {
  id: string;
  model_name: string;
}

export interface SetupFirstBannerProps {
  voices: readonly VoiceNeedingSetup[];
  onCompleteSetup: (voice: VoiceNeedingSetup) => void;
  className?: string;
}

export function SetupFirstBanner({ voices, onCompleteSetup, className }: SetupFirstBannerProps) {
  if (voices.length === 0) return null;
  return (
    <section
      data-slot="setup-first"
      aria-labelledby="setup-first-title"
      className={cn('grid gap-3 rounded-xl border border-warning/40 bg-warning/10 p-5', className)}
    >
      <div className="flex items-start gap-3">
        <TriangleAlertIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="grid gap-1">
          <h2 id="setup-first-title" className="font-semibold text-foreground">
            Complete Your Voice Setup First
          </h2>
          <p className="text-sm text-subtle-foreground">
            {voices.length === 1
              ? 'This voice is ready but still needs a short setup before you can use it.'
              : 'These voices are ready but still need a short setup before you can use them.'}
          </p>
        </div>
      </div>
      <ul className="grid gap-2 sm:pl-8">
        {voices.map((voice) => (
          <li
            key={voice.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2 shadow-xs"
          >
            <span className="min-w-0 truncate text-sm font-medium">{voice.model_name}</span>
            <Button size="sm" onClick={() => onCompleteSetup(voice)}>
              <SparklesIcon aria-hidden />
              Complete Setup
              <span className="sr-only"> for {voice.model_name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
