// VoiceJobBanner: the training display of /create-voice from the voiceJob machine — 'Training in
// Progress' with the job's status text and its steps while queued/processing/training; 'Training
// Complete!' with the model name, 'Needs categorization setup', Complete Setup and Try Your Voice;
// the failure or session texts otherwise. Nothing while no job is followed.
import * as React from 'react';
import type { VoiceJobStatus } from '@twin/machines/create-voice/voice-job';
import { CheckIcon, CircleAlertIcon, PartyPopperIcon, SparklesIcon, XIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { AppLink } from '../../../components/link/app-link';
import { Spinner } from '../../../components/spinner/spinner';
import { cn } from '../../../lib/cn';
import type { VoiceJobBinding } from '../shared/voice-bindings';
import { VoiceBadge } from '../../../components/voice-badge/voice-badge';

export interface VoiceJobBannerProps {
  voiceJob: VoiceJobBinding;
  /** The finished voice is ready but not categorized yet. */
  needsSetup: boolean;
  onCompleteSetup: () => void;
  className?: string;
}

const steps: { status: VoiceJobStatus; label: string }[] = [
  { status: 'queued', label: 'Queued' },
  { status: 'processing', label: 'Processing' },
  { status: 'training', label: 'Training' },
  { status: 'completed', label: 'Ready' },
];

export function VoiceJobBanner({ voiceJob, needsSetup, onCompleteSetup, className }: VoiceJobBannerProps) {
  const { snapshot, send } = voiceJob;
  const { context } = snapshot;
  const dismiss = (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 shrink-0"
      onClick={() => send({ type: 'job.dismiss' })}
    >
      <XIcon aria-hidden />
      <span className="sr-only">Dismiss</span>
    </Button>
  );

  if (snapshot.matches('checking') || snapshot.matches('waiting')) {
    return (
      <section
        data-slot="voice-job-banner"
        aria-labelledby="voice-job-title"
        className={cn('grid gap-4 rounded-xl border border-primary/25 bg-primary-soft/60 p-5', className)}
      >
        <div className="flex items-start gap-3">
          <Spinner decorative size="default" className="mt-0.5 text-primary" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 id="voice-job-title" className="font-semibold text-foreground">
              Training in Progress
            </h2>
            <p className="text-sm text-subtle-foreground">
              {context.modelName ? (
                <strong className="font-medium text-foreground">{context.modelName}</strong>
              ) : (
                'Your voice'
              )}{' '}
              is being trained. This can take several minutes; you can leave this page and come back.
            </p>
            <p role="status" className="text-sm font-medium text-primary-soft-foreground">
              {context.statusText ?? 'Checking training status...'}
            </p>
          </div>
        </div>
        <JobSteps status={context.status} />
      </section>
    );
  }

  if (snapshot.matches('completed')) {
    return (
      <section
        data-slot="voice-job-banner"
        aria-labelledby="voice-job-title"
        className={cn('grid gap-4 rounded-xl border border-success/30 bg-success-soft p-5', className)}
      >
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-success text-background">
            <PartyPopperIcon aria-hidden className="size-5" />
          </span>
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 id="voice-job-title" className="font-semibold text-foreground">
              Training Complete!
            </h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-foreground">
              <span className="font-medium">{context.modelName}</span>
              {needsSetup ? <VoiceBadge tone="premium">Needs categorization setup</VoiceBadge> : null}
            </p>
            <p role="status" className="text-sm text-success">
              {context.notice}
            </p>
          </div>
          {dismiss}
        </div>
        <div className="flex flex-wrap gap-2 pl-12">
          {needsSetup ? (
            <Button onClick={onCompleteSetup}>
              <SparklesIcon aria-hidden />
              Complete Setup
            </Button>
          ) : null}
          <Button variant="outline" asChild>
            <AppLink href="/text-to-speech">Try Your Voice</AppLink>
          </Button>
        </div>
      </section>
    );
  }

  if (snapshot.matches('failed') || snapshot.matches('sessionExpired')) {
    return (
      <section
        data-slot="voice-job-banner"
        role="alert"
        className={cn(
          'flex items-start gap-3 rounded-xl border border-destructive/25 bg-destructive-soft p-5 text-destructive',
          className,
        )}
      >
        <CircleAlertIcon aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p className="min-w-0 flex-1 text-sm font-medium">{context.error}</p>
        {dismiss}
      </section>
    );
  }

  return null;
}

function JobSteps({ status }: { status: VoiceJobStatus | null }) {
  const current = Math.max(
    0,
    steps.findIndex((step) => step.status === status),
  );
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label="Training steps">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={step.status} className="grid gap-1.5" aria-current={active ? 'step' : undefined}>
            <span
              className={cn(
                'h-1.5 rounded-full transition-colors',
                done ? 'bg-primary' : active ? 'bg-primary/60 motion-safe:animate-pulse' : 'bg-primary/15',
              )}
            />
            <span
              className={cn(
                'inline-flex items-center gap-1 text-xs',
                done || active ? 'font-medium text-foreground' : 'text-subtle-foreground',
              )}
            >
              {done ? <CheckIcon aria-hidden className="size-3" /> : null}
              {step.label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
