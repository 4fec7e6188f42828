// ConsentPanel: the consent step of the pro clone screen (issue 23) as the consent machine sees it —
// the statement and the random phrase shown large; Record Consent, a 3-2-1 count-in, the camera
// (or the note that only the microphone is used) with a timer and Stop; the take played back with
// Retry and Submit; the upload's progress, then the check; passed (green, with what was checked),
// the server's message with Retry, an expired sentence or one that could not be loaded with Start
// Again. It sends one event per action; the rules and texts are the machine's.
import { consentLimits, consentMessages } from '@twin/machines/create-voice/consent';
import { CircleCheckIcon, MicIcon, RotateCcwIcon, SendIcon, ShieldCheckIcon, SquareIcon } from 'lucide-react';
import type * as React from 'react';
import { Alert } from '../../../components/alert/alert';
import { Button } from '../../../components/button/button';
import { CameraPreview } from '../../../components/camera-preview/camera-preview';
import { Spinner } from '../../../components/spinner/spinner';
import { ErrorMessage } from '../../../components/status-message/status-messages';
import { cn } from '../../../lib/cn';
import { formatClock } from '../../../lib/format-audio';
import type { ConsentBinding } from '../shared/voice-bindings';
import { UploadProgress } from '../shared/upload-progress';
import { ConsentOutcome } from './consent-outcome';
import { ConsentTake } from './consent-take';

export interface ConsentPanelProps {
  consent: ConsentBinding;
  className?: string;
}

const previewSize = { width: 320, height: 240 };

export function ConsentPanel({ consent, className }: ConsentPanelProps) {
  const { snapshot } = consent;
  return (
    <section
      data-slot="consent-panel"
      aria-labelledby="consent-title"
      className={cn('grid gap-4 rounded-xl border bg-surface p-4 sm:p-6', className)}
    >
      <header className="grid gap-1">
        <h3 id="consent-title" className="flex items-center gap-2 font-semibold">
          <ShieldCheckIcon aria-hidden className="size-4" />
          Your consent
        </h3>
        <p className="text-sm text-subtle-foreground">
          Only the owner of a voice may clone it. Read the sentence below aloud on camera; we check that the
          phrase was spoken and keep the recording with your voice.
        </p>
        <p data-part="consent-voice-check" className="text-xs text-subtle-foreground">
          {consentMessages.voiceCheckNote}
        </p>
      </header>
      <ConsentBody snapshot={snapshot} send={consent.send} />
    </section>
  );
}

function ConsentBody({ snapshot, send }: ConsentBinding) {
  const {
    challenge,
    countdown,
    elapsedSeconds,
    maxSeconds,
    preview,
    hasVideo,
    take,
    uploadProgress,
    record,
    error,
  } = snapshot.context;
  const startRecording = () => send({ type: 'consent.record' });
  const restart = () => send({ type: 'consent.restart' });

  if (snapshot.matches('loadingChallenge')) {
    return (
      <p className="flex items-center gap-2 text-sm text-subtle-foreground" role="status">
        <Spinner decorative size="sm" /> Preparing your consent sentence...
      </p>
    );
  }
  if (snapshot.matches('error') || snapshot.matches('expired')) {
    return (
      <div className="grid gap-3">
        <ErrorMessage text={error} />
        <div>
          <Button variant="outline" onClick={restart}>
            <RotateCcwIcon aria-hidden />
            Start Again
          </Button>
        </div>
      </div>
    );
  }
  if (snapshot.matches('passed') && record) {
    return (
      <Alert variant="success" className="grid gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheckIcon aria-hidden className="size-4" />
          Consent recorded
        </p>
        <ConsentOutcome record={record} />
      </Alert>
    );
  }

  let step: React.ReactNode = null;
  if (snapshot.matches({ challenge: 'ready' })) {
    step = (
      <div className="grid gap-3">
        <ErrorMessage text={error} />
        <p className="text-sm text-subtle-foreground">
          Recording starts after a 3-2-1 count. Read the whole sentence, then press Stop.
        </p>
        <div>
          <Button onClick={startRecording}>
            <MicIcon aria-hidden />
            Record Consent
          </Button>
        </div>
      </div>
    );
  } else if (snapshot.matches({ challenge: 'countdown' })) {
    step = (
      <p role="status" aria-live="assertive" className="text-center text-5xl font-bold tabular-nums">
        <span className="sr-only">Recording starts in </span>
        {countdown}
      </p>
    );
  } else if (snapshot.matches({ challenge: 'opening' })) {
    step = (
      <p className="flex items-center gap-2 text-sm text-subtle-foreground" role="status">
        <Spinner decorative size="sm" /> Waiting for camera and microphone...
      </p>
    );
  } else if (snapshot.matches({ challenge: 'recording' }) || snapshot.matches({ challenge: 'stopping' })) {
    const stopping = snapshot.matches({ challenge: 'stopping' });
    const canStop = !stopping && elapsedSeconds >= consentLimits.minSeconds;
    step = (
      <div className="grid gap-3">
        {hasVideo ? (
          <div className="aspect-4/3 w-full max-w-sm overflow-hidden rounded-lg bg-black">
            <CameraPreview stream={preview} {...previewSize} />
          </div>
        ) : (
          <Alert variant="info">{consentMessages.noCamera}</Alert>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-destructive">
            <span className="inline-flex size-2.5 rounded-full bg-destructive" aria-hidden />
            {stopping ? 'Finishing recording...' : 'Recording'}
            <span className="font-mono text-foreground tabular-nums">
              {formatClock(elapsedSeconds)} / {formatClock(maxSeconds)}
            </span>
          </span>
          <Button variant="destructive" onClick={() => send({ type: 'consent.stop' })} disabled={!canStop}>
            {stopping ? (
              <Spinner decorative size="sm" />
            ) : (
              <SquareIcon aria-hidden className="fill-current" />
            )}
            Stop
          </Button>
        </div>
      </div>
    );
  } else if (snapshot.matches({ challenge: 'recorded' }) && take) {
    step = (
      <div className="grid gap-3">
        <ConsentTake take={take} />
        {take.hasVideo ? null : <Alert variant="info">{consentMessages.noCamera}</Alert>}
        <ErrorMessage text={error} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={startRecording}>
            <RotateCcwIcon aria-hidden />
            Retry
          </Button>
          <Button onClick={() => send({ type: 'consent.submit' })}>
            <SendIcon aria-hidden />
            Submit
          </Button>
        </div>
      </div>
    );
  } else if (snapshot.matches({ challenge: 'uploading' })) {
    step =
      uploadProgress !== null && uploadProgress >= 100 ? (
        <p className="flex items-center gap-2 text-sm text-subtle-foreground" role="status">
          <Spinner decorative size="sm" /> Checking your recording...
        </p>
      ) : (
        <UploadProgress percent={uploadProgress} label="Sending your recording" />
      );
  } else if (snapshot.matches({ challenge: 'failed' })) {
    step = (
      <div className="grid gap-3">
        <ErrorMessage text={error} />
        {record ? <ConsentOutcome record={record} /> : null}
        <div>
          <Button onClick={startRecording}>
            <RotateCcwIcon aria-hidden />
            Retry
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {challenge ? (
        <blockquote data-part="consent-sentence" className="grid gap-2 rounded-lg bg-subtle p-4">
          <p className="text-lg leading-snug">{challenge.statement}</p>
          <p className="text-2xl font-semibold leading-snug tracking-wide">{challenge.phrase}</p>
        </blockquote>
      ) : null}
      {step}
    </div>
  );
}
