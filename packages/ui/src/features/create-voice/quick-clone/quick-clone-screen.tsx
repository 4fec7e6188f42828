// QuickCloneScreen: the Quick Voice Clone form (spec part 2 §2.3, hidden behind a setting in the
// studio) from the quickClone, recorder (10-second preset) and playback machines — a name, a
// 10-second recording or an uploaded file of 5 to 30 seconds, and Save Quick Clone. Its saved message gives way
// to a success banner above (`successShownAbove`), as the pro clone's does.
import * as React from 'react';
import { canSubmitQuickClone, validateQuickCloneSubmission } from '@twin/machines/create-voice/quick-clone';
import { quickCloneFileLimits } from '@twin/machines/shared';
import { SaveIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { Card, CardContent } from '../../../components/card/card';
import { ChosenSample } from '../form/chosen-sample';
import { SampleFileDrop } from '../form/sample-file-drop';
import { VoiceFormFooter } from '../form/voice-form-footer';
import { VoiceFormHeader } from '../form/voice-form-header';
import { VoiceFormStatus } from '../form/voice-form-status';
import { VoiceNameField } from '../form/voice-name-field';
import { RecorderPanel } from '../recorder/recorder-panel';
import { formatMegabytes } from '../../../lib/format-audio';
import type { PlaybackBinding, QuickCloneBinding, RecorderBinding } from '../shared/voice-bindings';

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
  /**
   * A success banner above already tells of the voice this form made (training complete, voice created): the
   * form's own saved message then gives way, so two success messages never stack (issue 26).
   */
  successShownAbove?: boolean;
  className?: string;
}

export function QuickCloneScreen({
  quickClone,
  recorder,
  playback,
  children,
  successShownAbove = false,
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
      <VoiceFormHeader
        icon={ZapIcon}
        title="Quick Voice Clone"
        description="Ten seconds of your voice is enough for a quick clone."
      />
      <CardContent className="grid gap-6">
        <VoiceNameField
          value={context.name}
          placeholder="My quick voice"
          disabled={locked}
          onChange={(name) => send({ type: 'name.change', name })}
        />

        {sample && !recorderBusy ? (
          <ChosenSample
            playback={playback}
            itemId={quickClonePlaybackIds.sample}
            sample={sample}
            details={sample.source === 'upload' ? formatMegabytes(sample.audio.size) : 'Recorded'}
            clearLabel="Remove"
            clearIcon={Trash2Icon}
            disabled={locked}
            onClear={() => {
              recorder.send({ type: 'recording.discard' });
              send({ type: 'sample.clear' });
            }}
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
            <SampleFileDrop
              className="justify-center"
              checking={snapshot.matches('checkingFile')}
              pendingFile={context.pendingFile}
              accept="audio/*"
              inputLabel="Choose a quick clone audio file"
              disabled={locked || recorderBusy}
              onFile={(file) => send({ type: 'file.choose', file })}
              title="Or drop an audio file here"
              hint={`5 to 30 seconds · under ${Math.round(quickCloneFileLimits.maxBytes / 1024 / 1024)}MB`}
            />
          </div>
        )}

        <VoiceFormStatus
          error={context.error}
          notice={saved && successShownAbove ? null : context.notice}
          busy={saving}
          uploadProgress={context.uploadProgress}
        />
      </CardContent>
      <VoiceFormFooter
        hint={missing && !context.error ? missing : 'Quick clones are ready in moments.'}
        submitLabel="Save Quick Clone"
        submitIcon={SaveIcon}
        canSubmit={canSubmitQuickClone(snapshot)}
        busy={saving}
        onSubmit={() => send({ type: 'clone.submit' })}
        done={saved}
        resetLabel="Create Another Voice"
        onReset={() => send({ type: 'clone.reset' })}
      />
      {children ? <CardContent className="border-t pt-6">{children}</CardContent> : null}
    </Card>
  );
}
