// CategorizationDialog: the categorization wizard (spec part 2 §2.6, §4) from the categorization
// and playback machines, in a Radix dialog — loading the clips; the load failure; the offer to
// finish without emotion controls when fewer than 4 clips exist; then one step per style with
// 'Option 1'…'Option 4' (Play/Pause each, the suggested clip marked), Refresh Clips, Next and
// Finish Setup. Closing the dialog sends `categorization.close` (the voice stays uncategorized).
import * as React from 'react';
import {
  categorizationStyles,
  styleOfStep,
  type CategorizationSnapshot,
  type ReferenceClipStats,
} from '@twin/machines/create-voice/categorization';
import { ArrowRightIcon, CheckIcon, RefreshCwIcon, SparklesIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog';
import { Spinner } from '../../../components/spinner/spinner';
import { cn } from '../../../lib/cn';
import type { CategorizationBinding, PlaybackBinding } from '../shared/voice-bindings';
import { PlayPauseButton } from '../shared/play-pause-button';
import { ErrorMessage } from '../../../components/status-message/status-messages';
import { VoiceBadge } from '../../../components/voice-badge/voice-badge';
import { speakingStyleTexts } from '../../../lib/speaking-style-texts';

export interface CategorizationDialogProps {
  categorization: CategorizationBinding;
  playback: PlaybackBinding;
  /** Where a reference clip streams from (the app adds the token and model name). */
  clipAudioUrl: (clipId: string) => string;
}

/** Whether the wizard is still open (not in one of its final states). */
export function isCategorizationOpen(snapshot: CategorizationSnapshot): boolean {
  return snapshot.status === 'active';
}

export function CategorizationDialog({ categorization, playback, clipAudioUrl }: CategorizationDialogProps) {
  const { snapshot, send } = categorization;
  const open = isCategorizationOpen(snapshot);
  // One intent: the machine decides what closing means in its state; the page stops playback.
  const close = () => send({ type: 'categorization.close' });
  const busy = snapshot.matches('loading') || snapshot.matches('saving') || snapshot.matches('completing');

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        className="max-w-2xl"
        showCloseButton={!busy}
        onEscapeKeyDown={(event) => (busy ? event.preventDefault() : undefined)}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Set Up Your Voice</DialogTitle>
          <DialogDescription>
            {snapshot.context.modelName ? `${snapshot.context.modelName}: ` : null}
            pick the clip that best matches each speaking style. These clips steer the style of your generated
            speech.
          </DialogDescription>
        </DialogHeader>
        <CategorizationBody categorization={categorization} playback={playback} clipAudioUrl={clipAudioUrl} />
      </DialogContent>
    </Dialog>
  );
}

function CategorizationBody({ categorization, playback, clipAudioUrl }: CategorizationDialogProps) {
  const { snapshot, send } = categorization;
  const { context } = snapshot;

  if (snapshot.matches('loading')) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-3 py-10 text-sm text-subtle-foreground"
      >
        <Spinner decorative className="text-primary" />
        Loading reference clips...
      </div>
    );
  }

  if (snapshot.matches('loadFailed')) {
    return (
      <>
        <ErrorMessage text={context.error} />
        <DialogFooter>
          <Button variant="outline" onClick={() => send({ type: 'categorization.cancel' })}>
            Close
          </Button>
          <Button onClick={() => send({ type: 'clips.reload' })}>
            <RefreshCwIcon aria-hidden />
            Try Again
          </Button>
        </DialogFooter>
      </>
    );
  }

  if (snapshot.matches('offeringCompletion') || snapshot.matches('completing')) {
    const completing = snapshot.matches('completing');
    return (
      <>
        <p className="text-sm text-foreground">
          This voice has fewer than 4 reference clips, so its emotion controls cannot be set up. You can mark
          the voice as completed and use it without emotion controls.
        </p>
        <ErrorMessage text={context.error} />
        <DialogFooter>
          <Button
            variant="outline"
            disabled={completing}
            onClick={() => send({ type: 'completion.decline' })}
          >
            Not Now
          </Button>
          <Button disabled={completing} onClick={() => send({ type: 'completion.accept' })}>
            {completing ? <Spinner decorative size="sm" /> : <CheckIcon aria-hidden />}
            Mark as Completed
          </Button>
        </DialogFooter>
      </>
    );
  }

  if (snapshot.matches('choosing') || snapshot.matches('saving')) {
    const saving = snapshot.matches('saving');
    const style = styleOfStep(context.stepIndex);
    const texts = speakingStyleTexts[style];
    const chosen = context.choices[style] ?? null;
    const lastStep = context.stepIndex === categorizationStyles.length - 1;
    const clipsById = new Map(context.clips.map((clip) => [clip.clip_id, clip]));
    return (
      <>
        <StepProgress stepIndex={context.stepIndex} />
        <fieldset className="grid gap-3" disabled={saving}>
          <legend className="mb-3 grid gap-0.5">
            <span className="text-xs font-medium tracking-wide text-primary-soft-foreground uppercase">
              Step {context.stepIndex + 1} of {categorizationStyles.length} · {texts.title}
            </span>
            <span className="text-base font-semibold text-foreground">{texts.question}</span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {context.offeredClipIds.map((clipId, index) => (
              <ClipOption
                key={`${context.stepIndex}-${clipId}`}
                clipId={clipId}
                clip={clipsById.get(clipId)}
                label={`Option ${index + 1}`}
                group={`style-${style}`}
                checked={chosen === clipId}
                suggestion={context.suggestedClipId === clipId ? texts.suggestion : null}
                playback={playback}
                src={clipAudioUrl(clipId)}
                onChoose={() => send({ type: 'clip.choose', clipId })}
              />
            ))}
          </div>
        </fieldset>
        <ErrorMessage text={context.error} />
        <DialogFooter className="sm:justify-between">
          <Button
            variant="ghost"
            disabled={!context.canRefresh || saving}
            onClick={() => {
              playback.send({ type: 'playback.stop' });
              send({ type: 'clips.refresh' });
            }}
          >
            <RefreshCwIcon aria-hidden />
            Refresh Clips
          </Button>
          {lastStep ? (
            <Button
              disabled={chosen === null || saving}
              onClick={() => {
                playback.send({ type: 'playback.stop' });
                send({ type: 'categorization.finish' });
              }}
            >
              {saving ? <Spinner decorative size="sm" /> : <SparklesIcon aria-hidden />}
              Finish Setup
            </Button>
          ) : (
            <Button
              disabled={chosen === null}
              onClick={() => {
                playback.send({ type: 'playback.stop' });
                send({ type: 'step.next' });
              }}
            >
              Next
              <ArrowRightIcon aria-hidden />
            </Button>
          )}
        </DialogFooter>
      </>
    );
  }

  return null;
}

function StepProgress({ stepIndex }: { stepIndex: number }) {
  return (
    <ol className="flex gap-1.5" aria-label="Setup steps">
      {categorizationStyles.map((style, index) => (
        <li
          key={style}
          aria-current={index === stepIndex ? 'step' : undefined}
          className={cn(
            'h-1.5 flex-1 rounded-full',
            index < stepIndex ? 'bg-primary' : index === stepIndex ? 'bg-primary/60' : 'bg-subtle',
          )}
        >
          <span className="sr-only">{speakingStyleTexts[style].title}</span>
        </li>
      ))}
    </ol>
  );
}

function ClipOption({
  clipId,
  clip,
  label,
  group,
  checked,
  suggestion,
  playback,
  src,
  onChoose,
}: {
  clipId: string;
  clip: ReferenceClipStats | undefined;
  label: string;
  group: string;
  checked: boolean;
  suggestion: string | null;
  playback: PlaybackBinding;
  src: string;
  onChoose: () => void;
}) {
  const inputId = React.useId();
  const duration = (clip as { duration?: unknown } | undefined)?.duration;
  const facts = [
    typeof duration === 'number' ? `${duration.toFixed(1)} s` : null,
    typeof clip?.speaking_rate === 'number' ? `${clip.speaking_rate.toFixed(1)} syll/s` : null,
  ].filter(Boolean);
  return (
    <div
      data-slot="clip-option"
      data-checked={checked || undefined}
      className={cn(
        'grid gap-2 rounded-xl border bg-surface p-3 transition-colors',
        'has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring',
        checked ? 'border-primary bg-primary-soft/50 ring-1 ring-primary' : 'hover:border-primary/40',
      )}
    >
      <div className="flex items-center gap-3">
        <input
          id={inputId}
          type="radio"
          name={group}
          value={clipId}
          checked={checked}
          onChange={onChoose}
          className="size-4 shrink-0 accent-[var(--color-primary)]"
        />
        <label htmlFor={inputId} className="grid min-w-0 flex-1 cursor-pointer gap-0.5">
          <span className="text-sm font-medium text-foreground">{label}</span>
          {facts.length > 0 ? (
            <span className="text-xs text-subtle-foreground">{facts.join(' · ')}</span>
          ) : null}
        </label>
        <PlayPauseButton playback={playback} itemId={`clip-${clipId}`} src={src} itemLabel={label} />
      </div>
      {suggestion ? (
        <VoiceBadge tone="accent" className="w-fit whitespace-normal">
          <SparklesIcon aria-hidden />
          {suggestion}
        </VoiceBadge>
      ) : null}
    </div>
  );
}
