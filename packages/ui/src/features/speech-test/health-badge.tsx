// HealthBadge: whether the speech-test service answers (spec part 1 §2 "a health badge"): checking,
// available, or unavailable — then the service's reason ('VibeVoice API is unavailable: …') and a
// button to check again.
import { CircleCheckIcon, CircleXIcon, RotateCcwIcon } from 'lucide-react';
import type { SpeechTestHealth } from '@twin/machines/speech-test';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { cn } from '../../lib/cn';
import { VoiceBadge } from '../../components/voice-badge/voice-badge';

export interface HealthBadgeProps {
  health: SpeechTestHealth;
  error: string | null;
  onCheckAgain: () => void;
  className?: string;
}

const labels: Record<SpeechTestHealth, string> = {
  checking: 'Checking API...',
  available: 'API Available',
  unavailable: 'API Unavailable',
};

export function HealthBadge({ health, error, onCheckAgain, className }: HealthBadgeProps) {
  return (
    <div data-slot="health-badge" data-health={health} className={cn('grid gap-3', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <VoiceBadge
          role="status"
          tone={health === 'available' ? 'success' : health === 'unavailable' ? 'danger' : 'neutral'}
          className="px-2.5 py-1 text-xs"
        >
          {health === 'checking' ? <Spinner decorative size="sm" /> : null}
          {health === 'available' ? <CircleCheckIcon aria-hidden className="size-3.5" /> : null}
          {health === 'unavailable' ? <CircleXIcon aria-hidden className="size-3.5" /> : null}
          {labels[health]}
        </VoiceBadge>
        {health === 'unavailable' ? (
          <Button variant="ghost" size="sm" onClick={onCheckAgain}>
            <RotateCcwIcon aria-hidden />
            Check again
          </Button>
        ) : null}
      </div>
      <ErrorMessage text={error} />
    </div>
  );
}
