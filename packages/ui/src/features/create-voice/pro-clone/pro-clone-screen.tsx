// ProCloneScreen: the Pro Voice Clone form (spec part 2 §2.1) from the proClone, recorder and
// playback machines — Record and Upload tabs, the name (default 'Pro Clone'), the reference
// language with flags, the consent step (issue 23: its own machine, ConsentPanel), Create Voice
// (disabled until the form is valid, a consent passed, and while saving), the upload progress, and
// the machine's texts. It sends events; the rules are the machines'. Once saved, its notice gives way
// to a success banner above (`successShownAbove`: training complete, voice created), so two success
// messages never stack.
import {
  canSubmitProClone,
  validateProCloneSubmission,
  type ProCloneTab,
} from '@twin/machines/create-voice/pro-clone';
import { proCloneFileLimits } from '@twin/machines/shared';
import { AudioLinesIcon, MicIcon, RefreshCwIcon, UploadIcon, WandSparklesIcon } from 'lucide-react';
import { Card, CardContent } from '../../../components/card/card';
import { Field } from '../../../components/field/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/tabs/tabs';
import { ChosenSample } from '../form/chosen-sample';
import { SampleFileDrop } from '../form/sample-file-drop';
import { VoiceFormFooter } from '../form/voice-form-footer';
import { VoiceFormHeader } from '../form/voice-form-header';
import { VoiceFormStatus } from '../form/voice-form-status';
import { VoiceNameField } from '../form/voice-name-field';
import { RecorderPanel } from '../recorder/recorder-panel';
import type { ReferenceLanguageOption } from '../reference-languages';
import { formatMegabytes } from '../../../lib/format-audio';
import { LanguageSelect } from '../shared/language-select';
import type {
  ConsentBinding,
  PlaybackBinding,
  ProCloneBinding,
  RecorderBinding,
} from '../shared/voice-bindings';
import { ConsentPanel } from '../consent/consent-panel';

/** Playback ids of the two samples of the form. */
export const proClonePlaybackIds = { recording: 'pro-clone-recording', upload: 'pro-clone-upload' } as const;

export const proCloneAccept = 'audio/*,.mp3,.wav,.m4a,.ogg';

export interface ProCloneScreenProps {
  proClone: ProCloneBinding;
  recorder: RecorderBinding;
  playback: PlaybackBinding;
  /** The consent step the voice is made under. */
  consent: ConsentBinding;
  /** The Reference Language choices (the api-client's 25 reference languages). */
  referenceLanguages: readonly ReferenceLanguageOption[];
  /** A success banner above tells of the saved voice (training complete, voice created): the saved notice goes. */
  successShownAbove?: boolean;
  className?: string;
}

export function ProCloneScreen({
  proClone,
  recorder,
  playback,
  consent,
  referenceLanguages,
  successShownAbove = false,
  className,
}: ProCloneScreenProps) {
  const { snapshot, send } = proClone;
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  const saved = snapshot.matches('saved');
  const locked = saving || saved;
  const missing = snapshot.matches('editing') ? validateProCloneSubmission(context) : null;

  return (
    <Card data-slot="pro-clone" className={className}>
      <VoiceFormHeader
        icon={AudioLinesIcon}
        title="Pro Voice Clone"
        description="Record or upload 2 to 3 minutes of natural speech."
      />

      <CardContent className="grid gap-6">
        <Tabs
          value={context.tab}
          onValueChange={(tab) => send({ type: 'tab.select', tab: tab as ProCloneTab })}
          className="gap-4"
        >
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="record" disabled={locked} className="flex-1 sm:flex-none">
              <MicIcon aria-hidden className="size-4" />
              Record
            </TabsTrigger>
            <TabsTrigger value="upload" disabled={locked} className="flex-1 sm:flex-none">
              <UploadIcon aria-hidden className="size-4" />
              Upload
            </TabsTrigger>
          </TabsList>

          <TabsContent value="record" className="rounded-xl border bg-surface p-4 sm:p-6">
            <RecorderPanel
              recorder={recorder}
              playback={playback}
              itemId={proClonePlaybackIds.recording}
              takeName={context.recording?.name ?? 'Pro Clone'}
              idleHint="Click to start. Read aloud for 2 to 3 minutes; recording stops at 3 minutes."
              onRecordAgain={() => send({ type: 'recording.clear' })}
            />
          </TabsContent>

          <TabsContent value="upload" className="grid gap-3">
            {context.upload ? (
              <ChosenSample
                playback={playback}
                itemId={proClonePlaybackIds.upload}
                sample={context.upload}
                details={formatMegabytes(context.upload.audio.size)}
                clearLabel="Upload Different File"
                clearIcon={RefreshCwIcon}
                disabled={locked}
                onClear={() => send({ type: 'file.clear' })}
              />
            ) : (
              <SampleFileDrop
                checking={snapshot.matches('checkingFile')}
                pendingFile={context.pendingFile}
                accept={proCloneAccept}
                inputLabel="Choose an audio file"
                disabled={locked}
                onFile={(file) => send({ type: 'file.choose', file })}
                title="Drag and drop your audio here, or click to browse"
                hint={`MP3, WAV, M4A, OGG · 2 to 3 minutes · up to ${Math.round(proCloneFileLimits.maxBytes / 1024 / 1024)}MB`}
              />
            )}
          </TabsContent>
        </Tabs>

        <div className="grid gap-5 sm:grid-cols-2">
          <VoiceNameField
            value={context.name}
            disabled={locked}
            onChange={(name) => send({ type: 'name.change', name })}
          />
          <Field label="Reference Language" hint="The language you speak in the sample.">
            <LanguageSelect
              value={context.referenceLanguage}
              languages={referenceLanguages}
              disabled={locked}
              onValueChange={(language) => send({ type: 'language.select', language })}
            />
          </Field>
        </div>

        {saved ? null : <ConsentPanel consent={consent} />}

        <VoiceFormStatus
          error={context.error}
          notice={saved && successShownAbove ? null : context.notice}
          busy={saving}
          uploadProgress={context.uploadProgress}
        />
      </CardContent>

      <VoiceFormFooter
        hint={
          missing && !context.error
            ? missing
            : 'Your voice is prepared on the server; it takes a few minutes.'
        }
        hintClassName="sm:max-w-md"
        submitLabel="Create Voice"
        submitIcon={WandSparklesIcon}
        canSubmit={canSubmitProClone(snapshot)}
        busy={saving}
        onSubmit={() => send({ type: 'clone.submit' })}
        done={saved}
        resetLabel="Create Another Voice"
        onReset={() => send({ type: 'clone.reset' })}
      />
    </Card>
  );
}
