// RecorderPanel: one audio take as the recorder machine sees it — Start Recording; waiting for the
// microphone; recording with a timer, a progress bar towards the limit and a stop button (Stop
// Early / Stop & Save); finishing; the take with Play/Pause and Record Again; or the error, with a take refused
// for its length still playable until Discard or Record Again (issue 26).
import * as React from 'react';
import { recordingProgress } from '@twin/machines/create-voice/recorder';
import { MicIcon, RotateCcwIcon, SquareIcon, Trash2Icon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { Progress } from '../../../components/progress/progress';
import { Spinner } from '../../../components/spinner/spinner';
import { cn } from '../../../lib/cn';
import { formatClock } from '../../../lib/format-audio';
import type { PlaybackBinding, RecorderBinding } from '../shared/voice-bindings';
import { SamplePlayer } from '../shared/sample-player';
import { ErrorMessage } from '../../../components/status-message/status-messages';
import { WaveformBars } from '../shared/waveform-bars';

export interface RecorderPanelProps {
  recorder: RecorderBinding;
  playback: PlaybackBinding;
  /** The take's id for the playback machine. */
  itemId: string;
  /** The take's name ('Pro Clone'). */
  takeName: string;
  /** Under Start Recording: what to read and for how long. */
  idleHint?: React.ReactNode;
  startLabel?: string;
  /** 'Stop Early' for clones, 'Stop & Save' in the training modal. */
  stopLabel?: string;
  recordAgainLabel?: string;
  /** Also called when Record Again is pressed (the clone form forgets its take). */
  onRecordAgain?: () => void;
  /** Buttons beside Record Again once recorded (Save Sample). */
  recordedActions?: React.ReactNode;
  /** Hide the take once recorded (the training modal hands it over and closes). */
  showTake?: boolean;
  className?: string;
}

export function RecorderPanel({
  recorder,
  playback,
  itemId,
  takeName,
  idleHint,
  startLabel = 'Start Recording',
  stopLabel = 'Stop Early',
  recordAgainLabel = 'Record Again',
  onRecordAgain,
  recordedActions,
  showTake = true,
  className,
}: RecorderPanelProps) {
  const { snapshot, send } = recorder;
  const { limits, elapsedSeconds, recording, error } = snapshot.context;
  const start = () => send({ type: 'recording.start' });
  const recordAgain = () => {
    playback.send({ type: 'playback.stop' });
    onRecordAgain?.();
    start();
  };

  let body: React.ReactNode;
  if (snapshot.matches('requestingMicrophone')) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <Spinner decorative size="lg" className="text-primary" />
        <p className="text-sm text-subtle-foreground">Waiting for microphone access...</p>
        <Button variant="ghost" size="sm" onClick={() => send({ type: 'recording.cancel' })}>
          Cancel
        </Button>
      </div>
    );
  } else if (snapshot.matches('recording') || snapshot.matches('stopping')) {
    const stopping = snapshot.matches('stopping');
    const percent = Math.round(recordingProgress(elapsedSeconds, limits) * 100);
    body = (
      <div className="grid gap-4">
        <div className="flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-destructive">
            <span className="relative flex size-2.5">
              <span className="absolute inline-flex size-full rounded-full bg-destructive opacity-60 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2.5 rounded-full bg-destructive" />
            </span>
            {stopping ? 'Finishing recording...' : 'Recording'}
          </span>
          <span className="font-mono text-sm text-foreground tabular-nums" aria-live="off">
            {formatClock(elapsedSeconds)} / {formatClock(limits.maxSeconds)}
          </span>
        </div>
        <WaveformBars
          seed={`live-${elapsedSeconds % 4}`}
          count={64}
          active
          className="h-12 w-full max-w-none"
        />
        <Progress value={percent} aria-label="Recording progress" tone={stopping ? 'warning' : 'default'} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-subtle-foreground">
            {limits.minSeconds !== null && elapsedSeconds < limits.minSeconds
              ? `Keep going: at least ${formatClock(limits.minSeconds)}.`
              : `Stops by itself at ${formatClock(limits.autoStopSeconds)}.`}
          </p>
          <Button variant="destructive" onClick={() => send({ type: 'recording.stop' })} disabled={stopping}>
            {stopping ? (
              <Spinner decorative size="sm" />
            ) : (
              <SquareIcon aria-hidden className="fill-current" />
            )}
            {stopLabel}
          </Button>
        </div>
      </div>
    );
  } else if (snapshot.matches('recorded') && recording && showTake) {
    body = (
      <SamplePlayer
        playback={playback}
        itemId={itemId}
        name={takeName}
        audio={recording.audio}
        durationSeconds={recording.durationSeconds}
        details="Recorded"
        actions={
          <>
            <Button variant="outline" size="sm" onClick={recordAgain}>
              <RotateCcwIcon aria-hidden />
              {recordAgainLabel}
            </Button>
            {recordedActions}
          </>
        }
      />
    );
  } else if (snapshot.matches('error')) {
    const refused = snapshot.context.refusedTake;
    const discard = () => {
      playback.send({ type: 'playback.stop' });
      send({ type: 'recording.discard' });
    };
    body = (
      <div className="grid gap-3">
        <ErrorMessage text={error} />
        {refused ? (
          <SamplePlayer
            playback={playback}
            itemId={`${itemId}-refused`}
            name={takeName}
            audio={refused.audio}
            durationSeconds={refused.durationSeconds}
            details="Too short to keep: listen back, then record again"
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={recordAgain}>
            <RotateCcwIcon aria-hidden />
            {recordAgainLabel}
          </Button>
          {refused ? (
            <Button variant="ghost" onClick={discard}>
              <Trash2Icon aria-hidden />
              Discard
            </Button>
          ) : null}
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <button
          type="button"
          onClick={start}
          className={cn(
            'group flex size-20 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg',
            'ring-8 ring-primary-soft transition-transform hover:scale-105 active:scale-95',
            'outline-none focus-visible:ring-ring/40',
          )}
        >
          <MicIcon aria-hidden className="size-8" />
          <span className="sr-only">{startLabel}</span>
        </button>
        <div className="grid gap-1">
          <p className="text-sm font-medium text-foreground" aria-hidden>
            {startLabel}
          </p>
          {idleHint ? <p className="text-xs text-subtle-foreground">{idleHint}</p> : null}
        </div>
      </div>
    );
  }

  return (
    <div data-slot="recorder-panel" data-state={stateName(snapshot)} className={cn('grid gap-3', className)}>
      {body}
    </div>
  );
}

function stateName(snapshot: RecorderBinding['snapshot']): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}
