// VoiceCreatedPanel: 'Voice Created Successfully!' with the voice's name, the machine's success
// text, and 'Test Your Voice' to /text-to-speech (spec part 2 §2).
import { ArrowRightIcon, CircleCheckIcon, XIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { AppLink } from '../../../components/link/app-link';
import { cn } from '../../../lib/cn';

export interface VoiceCreatedPanelProps {
  modelName?: string | null;
  /** 'Voice controls configured successfully! …' or 'Voice marked as completed successfully!' */
  notice?: string | null;
  onDismiss?: () => void;
  className?: string;
}

export function VoiceCreatedPanel({ modelName, notice, onDismiss, className }: VoiceCreatedPanelProps) {
  return (
    <section
      data-slot="voice-created"
      aria-labelledby="voice-created-title"
      className={cn(
        'relative overflow-hidden rounded-xl border border-success/30 bg-gradient-to-br from-success-soft to-surface p-6',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-success text-background shadow-sm">
          <CircleCheckIcon aria-hidden className="size-6" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 id="voice-created-title" className="text-lg font-semibold tracking-tight text-foreground">
            Voice Created Successfully!
          </h2>
          {modelName ? <p className="text-sm font-medium text-foreground">{modelName}</p> : null}
          {notice ? (
            <p role="status" className="text-sm text-success">
              {notice}
            </p>
          ) : null}
          <div className="mt-3">
            <Button asChild>
              <AppLink href="/text-to-speech">
                Test Your Voice
                <ArrowRightIcon aria-hidden />
              </AppLink>
            </Button>
          </div>
        </div>
        {onDismiss ? (
          <Button variant="ghost" size="icon" className="size-8" onClick={onDismiss}>
            <XIcon aria-hidden />
            <span className="sr-only">Dismiss</span>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
