// FullTrainingScreen: Full Voice Training (spec part 2 §2.2, premium, hidden behind a setting in
// the studio) from the fullTraining, recorder (training preset) and playback machines: Back to
// options, Model Name, multi-file drop (WAV, MP3, M4A, MP4), the Record Audio modal (Start
// Recording, Stop & Save, a timer), the collapsible Details & Progress list and Start Training.
import * as React from 'react';
import {
  canStartTraining,
  fullTrainingMinimumSeconds,
  trainingTotalSeconds,
  validateTrainingStart,
} from '@twin/machines/create-voice/full-training';
import { durationInWords } from '@twin/machines/shared';
import {
  ArrowLeftIcon,
  ChevronDownIcon,
  GraduationCapIcon,
  MicIcon,
  RocketIcon,
  Trash2Icon,
} from 'lucide-react';
import { Button } from '../../../components/button/button';
import { Card, CardContent } from '../../../components/card/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog';
import { Spinner } from '../../../components/spinner/spinner';
import { VoiceFormFooter } from '../form/voice-form-footer';
import { VoiceFormHeader } from '../form/voice-form-header';
import { VoiceFormStatus } from '../form/voice-form-status';
import { VoiceNameField } from '../form/voice-name-field';
import { RecorderPanel } from '../recorder/recorder-panel';
import { DropZone } from '../../../components/drop-zone/drop-zone';
import { formatClock, formatTotalDuration } from '../../../lib/format-audio';
import type { FullTrainingBinding, PlaybackBinding, RecorderBinding } from '../shared/voice-bindings';
import { PlayPauseButton } from '../shared/play-pause-button';
import { useObjectUrl } from '../../../lib/use-object-url';
import { QualityRing } from './quality-ring';

export interface FullTrainingScreenProps {
  fullTraining: FullTrainingBinding;
  recorder: RecorderBinding;
  playback: PlaybackBinding;
  /** Back to options: the mode cards. */
  onBack: () => void;
  /**
   * A success banner above already tells of the voice this form made (training complete, voice created): the
   * form's own saved message then gives way, so two success messages never stack (issue 26).
   */
  successShownAbove?: boolean;
  className?: string;
}

export function FullTrainingScreen({
  fullTraining,
  recorder,
  playback,
  onBack,
  successShownAbove = false,
  className,
}: FullTrainingScreenProps) {
  const { snapshot, send } = fullTraining;
  const { context } = snapshot;
  const starting = snapshot.matches('starting');
  const started = snapshot.matches('started');
  const locked = starting || started;
  const totalSeconds = trainingTotalSeconds(context.files);
  const missing = snapshot.matches('editing') ? validateTrainingStart(context) : null;

  // One intent: the page machine cancels the modal's recorder when full training reports it.
  const closeRecordingModal = () => send({ type: 'recordingModal.close' });

  return (
    <div data-slot="full-training" className={className}>
      <Button variant="link" className="mb-3 h-auto px-0" onClick={onBack}>
        <ArrowLeftIcon aria-hidden />
        Back to options
      </Button>
      <Card>
        <VoiceFormHeader
          icon={GraduationCapIcon}
          title="Full Voice Training"
          description="Train on 30 minutes to 2 hours of your voice for the closest match."
        />
        <CardContent className="grid gap-6">
          <VoiceNameField
            label="Model Name"
            value={context.modelName}
            placeholder="My trained voice"
            disabled={locked}
            onChange={(name) => send({ type: 'modelName.change', name })}
          />

          <div className="grid gap-4 md:grid-cols-[1fr_auto]">
            <DropZone
              multiple
              accept=".wav,.mp3,.m4a,.mp4,audio/wav,audio/mpeg,audio/mp4,video/mp4"
              inputLabel="Choose training audio files"
              disabled={locked}
              onFiles={(files) => send({ type: 'files.add', files })}
              title="Drag and drop audio files here, or browse"
              hint="WAV, MP3, M4A, MP4 · several files at once"
            />
            <div className="flex flex-col items-center justify-center gap-3 rounded-xl border p-6">
              <QualityRing totalSeconds={totalSeconds} />
              <Button
                variant="outline"
                disabled={locked}
                onClick={() => send({ type: 'recordingModal.open' })}
              >
                <MicIcon aria-hidden />
                Record Audio
              </Button>
            </div>
          </div>

          {snapshot.matches('addingFiles') ? (
            <p role="status" className="flex items-center gap-2 text-sm text-subtle-foreground">
              <Spinner decorative size="sm" className="text-primary" />
              Reading {context.queue.length === 1 ? '1 file' : `${context.queue.length} files`}...
            </p>
          ) : null}

          <details className="group rounded-xl border" open={context.files.length > 0 || undefined}>
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
              Details & Progress
              <ChevronDownIcon aria-hidden className="size-4 transition-transform group-open:rotate-180" />
            </summary>
            <div className="grid gap-4 border-t px-4 py-4">
              <dl className="grid grid-cols-3 gap-3 text-sm">
                <div className="grid gap-0.5">
                  <dt className="text-xs text-subtle-foreground">Files</dt>
                  <dd className="font-medium tabular-nums">{context.files.length}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-xs text-subtle-foreground">Total audio uploaded</dt>
                  <dd className="font-medium tabular-nums">{formatTotalDuration(totalSeconds)}</dd>
                </div>
                <div className="grid gap-0.5">
                  <dt className="text-xs text-subtle-foreground">Minimum requirement</dt>
                  <dd className="font-medium">{durationInWords(fullTrainingMinimumSeconds)}</dd>
                </div>
              </dl>
              {context.files.length > 0 ? (
                <ul className="grid gap-2">
                  {context.files.map((file) => (
                    <TrainingFileRow
                      key={file.id}
                      id={file.id}
                      name={file.name}
                      audio={file.audio}
                      durationSeconds={file.durationSeconds}
                      playback={playback}
                      disabled={locked}
                      onRemove={() => {
                        playback.send({ type: 'playback.stop' });
                        send({ type: 'file.remove', id: file.id });
                      }}
                    />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-subtle-foreground">No audio added yet.</p>
              )}
            </div>
          </details>

          <VoiceFormStatus
            error={context.error}
            notice={started && successShownAbove ? null : context.notice}
            busy={starting}
            uploadProgress={context.uploadProgress}
          />
        </CardContent>
        <VoiceFormFooter
          hint={missing && !context.error ? missing : 'Training runs on the server and takes a while.'}
          submitLabel="Start Training"
          submitIcon={RocketIcon}
          canSubmit={canStartTraining(snapshot)}
          busy={starting}
          onSubmit={() => send({ type: 'training.start' })}
          done={started}
          resetLabel="Train Another Voice"
          onReset={() => send({ type: 'training.reset' })}
        />
      </Card>

      <Dialog
        open={snapshot.matches('recordingAudio')}
        onOpenChange={(open) => (open ? undefined : closeRecordingModal())}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Record Audio</DialogTitle>
            <DialogDescription>
              Speak naturally. Stop & Save adds the take to your training files as Recording-
              {context.recordingCount + 1}.
            </DialogDescription>
          </DialogHeader>
          <RecorderPanel
            recorder={recorder}
            playback={playback}
            itemId="training-take"
            takeName={`Recording-${context.recordingCount + 1}`}
            stopLabel="Stop & Save"
            showTake={false}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function TrainingFileRow({
  id,
  name,
  audio,
  durationSeconds,
  playback,
  disabled,
  onRemove,
}: {
  id: string;
  name: string;
  audio: Blob;
  durationSeconds: number;
  playback: PlaybackBinding;
  disabled: boolean;
  onRemove: () => void;
}) {
  const src = useObjectUrl(audio);
  return (
    <li className="flex items-center gap-3 rounded-lg bg-subtle/60 px-3 py-2">
      <PlayPauseButton
        appearance="round"
        size="sm"
        className="size-8"
        playback={playback}
        itemId={`training-${id}`}
        src={src}
        itemLabel={name}
      />
      <span className="min-w-0 flex-1 truncate text-sm">{name}</span>
      <span className="text-xs text-subtle-foreground tabular-nums">{formatClock(durationSeconds)}</span>
      <Button variant="ghost" size="icon" className="size-8" disabled={disabled} onClick={onRemove}>
        <Trash2Icon aria-hidden />
        <span className="sr-only">Delete {name}</span>
      </Button>
    </li>
  );
}
