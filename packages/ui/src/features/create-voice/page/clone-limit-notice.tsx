// CloneLimitNotice: shown instead of the clone form when no new voice may be created (spec part 2
// §6: the allowance is used up and no fully set-up voice exists): LIMIT REACHED and Upgrade Plan.
import { voiceCreationGatingMessages } from '@twin/machines/create-voice';
import { LockIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { AppLink } from '../../../components/link/app-link';
import { VoiceBadge } from '../../../components/voice-badge/voice-badge';

export function CloneLimitNotice({ used, allowed }: { used: number; allowed: number }) {
  return (
    <section
      aria-labelledby="clone-limit-title"
      className="grid gap-4 rounded-xl border bg-surface p-6 shadow-xs"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-subtle">
          <LockIcon aria-hidden className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="clone-limit-title" className="flex items-center gap-2 font-semibold text-foreground">
            Voice clones used up
            <VoiceBadge caps tone="danger">
              {voiceCreationGatingMessages.limitReachedBadge}
            </VoiceBadge>
          </h2>
          <p className="text-sm text-subtle-foreground">
            Your plan includes {allowed} voice {allowed === 1 ? 'clone' : 'clones'} and {used}{' '}
            {used === 1 ? 'is' : 'are'} in use. Upgrade to create another voice.
          </p>
        </div>
      </div>
      <div>
        <Button asChild>
          <AppLink href="/account">{voiceCreationGatingMessages.upgradePlan}</AppLink>
        </Button>
      </div>
    </section>
  );
}
