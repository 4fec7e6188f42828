// EmotionSampleDialog: the sample-recording modal (spec part 2 §2.4) from the emotionSample,
// recorder (emotion preset: 5–30 s, stops at 30 s) and playback machines: record, listen, Save
// Sample; the machine's '{title} saved successfully!' or its failure text with Try Again.
import * as React from 'react';
import { CheckIcon, RotateCcwIcon, SaveIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog/dialog';
import { Spinner } from '../../../components/spinner/spinner';
import { RecorderPanel } from '../recorder/recorder-panel';
import type { EmotionSampleBinding, PlaybackBinding, RecorderBinding } from '../shared/voice-bindings';
import { ErrorMessage, NoticeMessage } from '../../../components/status-message/status-messages';
import { emotionSampleTypes } from './emotion-sample-types';

export interface EmotionSampleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  emotionSample: EmotionSampleBinding;
  recorder: RecorderBinding;
  playback: PlaybackBinding;
}

export function EmotionSampleDialog({
  open,
  onOpenChange,
  emotionSample,
  recorder,
  playback,
}: EmotionSampleDialogProps) {
  const { snapshot, send } = emotionSample;
  const { context } = snapshot;
  const prompt = emotionSampleTypes.find((sample) => sample.type === context.sampleType)?.prompt;
  const take = recorder.snapshot.matches('recorded') ? recorder.snapshot.context.recording : null;
  const saving = snapshot.matches('saving');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          playback.send({ type: 'playback.stop' });
          recorder.send({ type: 'recording.cancel' });
        }
        onOpenChange(next);
      }}
    >
      <DialogContent showCloseButton={!saving}>
        <DialogHeader>
          <DialogTitle>{context.title}</DialogTitle>
          <DialogDescription>
            {prompt} Record 5 to 30 seconds; recording stops at 30 seconds.
          </DialogDescription>
        </DialogHeader>

        {snapshot.matches('saved') ? (
          <>
            <NoticeMessage text={context.notice} />
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  recorder.send({ type: 'recording.discard' });
                  send({ type: 'sample.reset' });
                }}
              >
                <RotateCcwIcon aria-hidden />
                Record Another
              </Button>
              <DialogClose asChild>
                <Button>
                  <CheckIcon aria-hidden />
                  Done
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : saving ? (
          <p role="status" className="flex items-center gap-3 py-6 text-sm text-subtle-foreground">
            <Spinner decorative className="text-primary" />
            Saving {context.title}...
          </p>
        ) : (
          <>
            <RecorderPanel
              recorder={recorder}
              playback={playback}
              itemId={`emotion-${context.sampleType}`}
              takeName={context.title}
              onRecordAgain={() => send({ type: 'error.dismiss' })}
              recordedActions={
                take ? (
                  <Button size="sm" onClick={() => send({ type: 'sample.save', recording: take })}>
                    <SaveIcon aria-hidden />
                    Save Sample
                  </Button>
                ) : null
              }
            />
            <ErrorMessage text={context.error} />
            {context.error && context.recording ? (
              <DialogFooter>
                <Button onClick={() => send({ type: 'sample.retry' })}>
                  <RotateCcwIcon aria-hidden />
                  Try Again
                </Button>
              </DialogFooter>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
