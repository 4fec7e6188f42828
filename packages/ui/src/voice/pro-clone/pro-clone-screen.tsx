// ProCloneScreen: the Pro Voice Clone form (spec part 2 §2.1) from the proClone, recorder and
// playback machines — Record and Upload tabs, the name (default 'Pro Clone'), the reference
// language with flags, Create Voice (disabled until the form is valid and while saving), the
// upload progress, and the machine's texts. It sends events; the rules are the machines'.
import * as React from 'react';
import {
  canSubmitProClone,
  proCloneFileLimits,
  validateProCloneSubmission,
  type ProCloneTab,
} from '@twin/machines';
import { AudioLinesIcon, MicIcon, RefreshCwIcon, UploadIcon, WandSparklesIcon } from 'lucide-react';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs/tabs';
import { RecorderPanel } from '../recorder/recorder-panel';
import { DropZone } from '../shared/drop-zone';
import { formatMegabytes } from '../shared/format-audio';
import type { ReferenceLanguageOption } from '../reference-languages';
import { LanguageSelect } from '../shared/language-select';
import type { PlaybackBinding, ProCloneBinding, RecorderBinding } from '../shared/machine-binding';
import { SamplePlayer } from '../shared/sample-player';
import { ErrorMessage, NoticeMessage } from '../shared/status-messages';
import { UploadProgress } from '../shared/upload-progress';

/** Playback ids of the two samples of the form. */
export const proClonePlaybackIds = { recording: 'pro-clone-recording', upload: 'pro-clone-upload' } as const;

export const proCloneAccept = 'audio/*,.mp3,.wav,.m4a,.ogg';

export interface ProCloneScreenProps {
  proClone: ProCloneBinding;
  recorder: RecorderBinding;
  playback: PlaybackBinding;
  /** The Reference Language choices (the api-client's 25 reference languages). */
  referenceLanguages: readonly ReferenceLanguageOption[];
  /** After a save: start another voice (shown in `saved`). */
  className?: string;
}

export function ProCloneScreen({
  proClone,
  recorder,
  playback,
  referenceLanguages,
  className,
}: ProCloneScreenProps) {
  const { snapshot, send } = proClone;
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  const saved = snapshot.matches('saved');
  const checkingFile = snapshot.matches('checkingFile');
  const locked = saving || saved;
  const missing = snapshot.matches('editing') ? validateProCloneSubmission(context) : null;

  return (
    <Card data-slot="pro-clone" className={className}>
      <CardHeader className="gap-2">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
            <AudioLinesIcon aria-hidden className="size-5" />
          </span>
          <div className="grid gap-0.5">
            <CardTitle>Pro Voice Clone</CardTitle>
            <CardDescription>Record or upload 2 to 3 minutes of natural speech.</CardDescription>
          </div>
        </div>
      </CardHeader>

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
              <SamplePlayer
                playback={playback}
                itemId={proClonePlaybackIds.upload}
                name={context.upload.name}
                audio={context.upload.audio}
                durationSeconds={context.upload.durationSeconds}
                details={formatMegabytes(context.upload.audio.size)}
                actions={
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={locked}
                    onClick={() => {
                      playback.send({ type: 'playback.stop' });
                      send({ type: 'file.clear' });
                    }}
                  >
                    <RefreshCwIcon aria-hidden />
                    Upload Different File
                  </Button>
                }
              />
            ) : checkingFile ? (
              <div
                className="flex items-center gap-3 rounded-xl border bg-subtle/60 p-4 text-sm"
                role="status"
              >
                <Spinner decorative size="sm" className="text-primary" />
                <span className="min-w-0 truncate">
                  Reading {context.pendingFile?.name ?? 'audio file'}...
                </span>
              </div>
            ) : (
              <DropZone
                accept={proCloneAccept}
                inputLabel="Choose an audio file"
                disabled={locked}
                onFiles={([file]) => {
                  if (file) send({ type: 'file.choose', file });
                }}
                title="Drag and drop your audio here, or click to browse"
                hint={`MP3, WAV, M4A, OGG · 2 to 3 minutes · up to ${Math.round(proCloneFileLimits.maxBytes / 1024 / 1024)}MB`}
              />
            )}
          </TabsContent>
        </Tabs>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Voice Name">
            <Input
              value={context.name}
              disabled={locked}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => send({ type: 'name.change', name: event.currentTarget.value })}
            />
          </Field>
          <Field label="Reference Language" hint="The language you speak in the sample.">
            <LanguageSelect
              value={context.referenceLanguage}
              languages={referenceLanguages}
              disabled={locked}
              onValueChange={(language) => send({ type: 'language.select', language })}
            />
          </Field>
        </div>

        <ErrorMessage text={context.error} />
        <NoticeMessage text={context.notice} busy={saving} />
        <UploadProgress percent={saving ? context.uploadProgress : null} />
      </CardContent>

      <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        <FieldHint className="sm:max-w-md">
          {missing && !context.error
            ? missing
            : 'Your voice is prepared on the server; it takes a few minutes.'}
        </FieldHint>
        {saved ? (
          <Button variant="outline" onClick={() => send({ type: 'clone.reset' })}>
            Create Another Voice
          </Button>
        ) : (
          <Button
            size="lg"
            disabled={!canSubmitProClone(snapshot)}
            onClick={() => send({ type: 'clone.submit' })}
          >
            {saving ? <Spinner decorative size="sm" /> : <WandSparklesIcon aria-hidden />}
            Create Voice
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
