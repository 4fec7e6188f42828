// QuickCloneScreen: the Quick Voice Clone form (spec part 2 §2.3, hidden behind a setting in the
// studio) from the quickClone, recorder (10-second preset) and playback machines — a name, a
// 10-second recording or an uploaded file of 5 to 30 seconds, and Save Quick Clone.
import * as React from 'react';
import { canSubmitQuickClone, quickCloneFileLimits, validateQuickCloneSubmission } from '@twin/machines';
import { SaveIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { Button } from '../../components/button/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/card/card';
import { Field, FieldHint } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { Spinner } from '../../components/spinner/spinner';
import { RecorderPanel } from '../recorder/recorder-panel';
import { DropZone } from '../shared/drop-zone';
import { formatMegabytes } from '../shared/format-audio';
import type { PlaybackBinding, QuickCloneBinding, RecorderBinding } from '../shared/machine-binding';
import { SamplePlayer } from '../shared/sample-player';
import { ErrorMessage, NoticeMessage } from '../shared/status-messages';
import { UploadProgress } from '../shared/upload-progress';

export const quickClonePlaybackIds = {
  recording: 'quick-clone-recording',
  sample: 'quick-clone-sample',
} as const;

export interface QuickCloneScreenProps {
  quickClone: QuickCloneBinding;
  recorder: RecorderBinding;
  playback: PlaybackBinding;
  /** Below the form: the emotion samples section, when the page offers it. */
  children?: React.ReactNode;
  className?: string;
}

export function QuickCloneScreen({
  quickClone,
  recorder,
  playback,
  children,
  className,
}: QuickCloneScreenProps) {
  const { snapshot, send } = quickClone;
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  const saved = snapshot.matches('saved');
  const locked = saving || saved;
  const sample = context.sample;
  const missing = snapshot.matches('editing') ? validateQuickCloneSubmission(context) : null;
  const recorderBusy = !recorder.snapshot.matches('idle') && !recorder.snapshot.matches('recorded');

  return (
    <Card data-slot="quick-clone" className={className}>
      <CardHeader className="gap-2">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
            <ZapIcon aria-hidden className="size-5" />
          </span>
          <div className="grid gap-0.5">
            <CardTitle>Quick Voice Clone</CardTitle>
            <CardDescription>Ten seconds of your voice is enough for a quick clone.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Field label="Voice Name">
          <Input
            value={context.name}
            placeholder="My quick voice"
            disabled={locked}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => send({ type: 'name.change', name: event.currentTarget.value })}
          />
        </Field>

        {sample && !recorderBusy ? (
          <SamplePlayer
            playback={playback}
            itemId={quickClonePlaybackIds.sample}
            name={sample.name}
            audio={sample.audio}
            durationSeconds={sample.durationSeconds}
            details={sample.source === 'upload' ? formatMegabytes(sample.audio.size) : 'Recorded'}
            actions={
              <Button
                variant="outline"
                size="sm"
                disabled={locked}
                onClick={() => {
                  playback.send({ type: 'playback.stop' });
                  recorder.send({ type: 'recording.discard' });
                  send({ type: 'sample.clear' });
                }}
              >
                <Trash2Icon aria-hidden />
                Remove
              </Button>
            }
          />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            <section aria-label="Record a sample" className="rounded-xl border p-4 sm:p-6">
              <RecorderPanel
                recorder={recorder}
                playback={playback}
                itemId={quickClonePlaybackIds.recording}
                takeName="Quick Clone"
                idleHint="A 10-second recording; it stops by itself."
                showTake={false}
              />
            </section>
            {snapshot.matches('checkingFile') ? (
              <div
                className="flex items-center justify-center gap-3 rounded-xl border bg-subtle/60 p-4 text-sm"
                role="status"
              >
                <Spinner decorative size="sm" className="text-primary" />
                <span className="min-w-0 truncate">
                  Reading {context.pendingFile?.name ?? 'audio file'}...
                </span>
              </div>
            ) : (
              <DropZone
                accept="audio/*"
                inputLabel="Choose a quick clone audio file"
                disabled={locked || recorderBusy}
                onFiles={([file]) => {
                  if (file) send({ type: 'file.choose', file });
                }}
                title="Or drop an audio file here"
                hint={`5 to 30 seconds · under ${Math.round(quickCloneFileLimits.maxBytes / 1024 / 1024)}MB`}
              />
            )}
          </div>
        )}

        <ErrorMessage text={context.error} />
        <NoticeMessage text={context.notice} busy={saving} />
        <UploadProgress percent={saving ? context.uploadProgress : null} />
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <FieldHint>{missing && !context.error ? missing : 'Quick clones are ready in moments.'}</FieldHint>
        {saved ? (
          <Button variant="outline" onClick={() => send({ type: 'clone.reset' })}>
            Create Another Voice
          </Button>
        ) : (
          <Button
            size="lg"
            disabled={!canSubmitQuickClone(snapshot)}
            onClick={() => send({ type: 'clone.submit' })}
          >
            {saving ? <Spinner decorative size="sm" /> : <SaveIcon aria-hidden />}
            Save Quick Clone
          </Button>
        )}
      </CardFooter>
      {children ? <CardContent className="border-t pt-6">{children}</CardContent> : null}
    </Card>
  );
}
