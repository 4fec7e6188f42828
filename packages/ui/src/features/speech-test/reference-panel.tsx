// ReferencePanel: the reference audio (spec part 1 §2, §4): a drop zone for an audio file or the
// microphone — Record; waiting for the microphone; recording with its m:ss counter and Stop;
// stopped and uploading by itself — then the uploaded reference, and the machine's error.
import { AudioLinesIcon, MicIcon, SquareIcon } from 'lucide-react';
import type { SpeechTestView } from '@twin/machines/speech-test';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { formatClock } from '../../lib/format-audio';
import { DropZone } from '../../components/drop-zone/drop-zone';

export interface ReferencePanelProps {
  view: Pick<
    SpeechTestView,
    | 'reference'
    | 'referenceActivity'
    | 'elapsedSeconds'
    | 'maxRecordingSeconds'
    | 'canChangeReference'
    | 'referenceError'
  >;
  onChooseFile: (file: File) => void;
  onRecord: () => void;
  onStop: () => void;
  onCancel: () => void;
}

export function ReferencePanel({ view, onChooseFile, onRecord, onStop, onCancel }: ReferencePanelProps) {
  const { reference, referenceActivity, elapsedSeconds, maxRecordingSeconds, canChangeReference } = view;
  return (
    <div data-slot="reference-panel" data-activity={referenceActivity} className="grid gap-4">
      <DropZone
        accept="audio/*"
        disabled={!canChangeReference}
        onFiles={([file]) => {
          if (file) onChooseFile(file);
        }}
        title="Drag and drop an audio file here, or click to browse"
        hint="Any audio file: the voice to speak in."
        inputLabel="Choose a reference audio file"
      />

      <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-background px-4 py-3">
        {referenceActivity === 'recording' ? (
          <>
            <span className="inline-flex items-center gap-2 text-sm font-semibold text-destructive">
              <span className="relative flex size-2.5">
                <span className="absolute inline-flex size-full rounded-full bg-destructive opacity-60 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2.5 rounded-full bg-destructive" />
              </span>
              Recording
            </span>
            <span
              role="timer"
              aria-label="Recording time"
              className="font-mono text-sm text-foreground tabular-nums"
            >
              {formatClock(elapsedSeconds)}
            </span>
            <span className="text-xs text-subtle-foreground">
              Stops by itself at {formatClock(maxRecordingSeconds)}.
            </span>
            <Button variant="destructive" className="ml-auto" onClick={onStop}>
              <SquareIcon aria-hidden className="fill-current" />
              Stop Recording
            </Button>
          </>
        ) : referenceActivity === 'requestingMicrophone' ? (
          <>
            <Spinner decorative size="sm" className="text-primary" />
            <span className="text-sm text-subtle-foreground">Waiting for microphone access...</span>
            <Button variant="ghost" size="sm" className="ml-auto" onClick={onCancel}>
              Cancel
            </Button>
          </>
        ) : referenceActivity === 'stopped' || referenceActivity === 'uploading' ? (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-subtle-foreground">
            <Spinner decorative size="sm" className="text-primary" />
            {referenceActivity === 'stopped'
              ? `Recording stopped at ${formatClock(elapsedSeconds)}. Preparing the upload...`
              : 'Uploading reference audio...'}
          </p>
        ) : (
          <>
            <p className="text-sm text-subtle-foreground">Or record your voice with the microphone.</p>
            <Button variant="outline" className="ml-auto" onClick={onRecord}>
              <MicIcon aria-hidden />
              {reference ? 'Record Again' : 'Start Recording'}
            </Button>
          </>
        )}
      </div>

      {reference ? (
        <p
          data-slot="reference-ready"
          className="inline-flex items-center gap-2 text-sm font-medium text-foreground"
        >
          <AudioLinesIcon aria-hidden className="size-4 text-primary" />
          {reference.source === 'file'
            ? `Reference: ${reference.fileName ?? 'audio file'}`
            : `Reference: recording (${formatClock(reference.durationSeconds ?? 0)})`}
        </p>
      ) : null}
      <ErrorMessage text={view.referenceError} />
    </div>
  );
}
