// VoiceModeCards: the choice of how to clone (spec part 2 §2): Quick Voice Clone, Pro Voice Clone
// (the default) and Full Voice Training (premium: badge PREMIUM with 'Upgrade Plan' to /account,
// or LIMIT REACHED). The studio shows these cards only when the hidden modes are revealed.
import * as React from 'react';
import { voiceCreationGatingMessages, type FullTrainingGate } from '@twin/machines/create-voice';
import { AudioLinesIcon, CrownIcon, GraduationCapIcon, LockIcon, ZapIcon } from 'lucide-react';
import { AppLink } from '../../../components/link/app-link';
import { cn } from '../../../lib/cn';
import { VoiceBadge } from '../../../components/voice-badge/voice-badge';

export type VoiceCreationMode = 'quick' | 'pro' | 'full';

export interface VoiceModeCardsProps {
  selected: VoiceCreationMode;
  onSelect: (mode: VoiceCreationMode) => void;
  fullTraining: FullTrainingGate;
  className?: string;
}

const modes: {
  mode: VoiceCreationMode;
  title: string;
  summary: string;
  facts: string;
  Icon: typeof ZapIcon;
}[] = [
  {
    mode: 'quick',
    title: 'Quick Voice Clone',
    summary: 'A voice from a short sample.',
    facts: '10-second sample',
    Icon: ZapIcon,
  },
  {
    mode: 'pro',
    title: 'Pro Voice Clone',
    summary: 'A close match from a short reference.',
    facts: '2 to 3 minutes',
    Icon: AudioLinesIcon,
  },
  {
    mode: 'full',
    title: 'Full Voice Training',
    summary: 'A model trained on your voice.',
    facts: '30 minutes to 2 hours',
    Icon: GraduationCapIcon,
  },
];

export function VoiceModeCards({ selected, onSelect, fullTraining, className }: VoiceModeCardsProps) {
  return (
    <div
      role="radiogroup"
      aria-label="Voice creation mode"
      className={cn('grid gap-3 md:grid-cols-3', className)}
    >
      {modes.map(({ mode, title, summary, facts, Icon }) => {
        const gated = mode === 'full' && !fullTraining.enabled;
        const checked = selected === mode;
        return (
          <div
            key={mode}
            data-slot="voice-mode-card"
            data-checked={checked || undefined}
            className={cn(
              'relative flex flex-col gap-3 rounded-xl border bg-surface p-4 text-left shadow-xs transition-[border-color,box-shadow]',
              checked
                ? 'border-primary ring-2 ring-primary/30'
                : gated
                  ? 'opacity-80'
                  : 'hover:border-primary/50',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <span
                className={cn(
                  'flex size-9 items-center justify-center rounded-lg',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-subtle text-foreground',
                )}
              >
                {gated ? (
                  <LockIcon aria-hidden className="size-4" />
                ) : (
                  <Icon aria-hidden className="size-4" />
                )}
              </span>
              {mode === 'full' && fullTraining.badge ? (
                <VoiceBadge
                  caps
                  tone={
                    fullTraining.badge === voiceCreationGatingMessages.premiumBadge ? 'premium' : 'danger'
                  }
                >
                  {fullTraining.badge === voiceCreationGatingMessages.premiumBadge ? (
                    <CrownIcon aria-hidden />
                  ) : null}
                  {fullTraining.badge}
                </VoiceBadge>
              ) : null}
            </div>
            <button
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={gated}
              onClick={() => onSelect(mode)}
              className="grid gap-1 text-left outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-ring disabled:cursor-not-allowed enabled:cursor-pointer"
            >
              <span className="font-semibold text-foreground">{title}</span>
              <span className="text-sm text-subtle-foreground">{summary}</span>
              <span className="text-xs font-medium text-subtle-foreground">{facts}</span>
            </button>
            {mode === 'full' && fullTraining.badge === voiceCreationGatingMessages.premiumBadge ? (
              <AppLink
                href="/account"
                className="relative z-10 w-fit text-sm font-medium text-primary-soft-foreground underline-offset-4 hover:underline"
              >
                {voiceCreationGatingMessages.upgradePlan}
              </AppLink>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
