// The transport bar: back to start, play/pause, the time readout (written by the playhead clock,
// not rendered), the total duration and the volume (a native range input, 0–1 in steps of 0.01).
import * as React from 'react';
import { useSelector } from '@xstate/react';
import { Pause, Play, SkipBack, Volume1, Volume2, VolumeX } from 'lucide-react';
import { totalDurationSamples } from '../headless';
import { cx } from '../class-names';
import { formatSampleTime } from '../format-time';
import { useTimelineView } from '../timeline-view-context';

function TimeReadout() {
  const { clock } = useTimelineView();
  const text = React.useRef<HTMLSpanElement>(null);
  React.useEffect(
    () =>
      clock.subscribe((sample) => {
        const formatted = formatSampleTime(sample);
        if (text.current && text.current.textContent !== formatted) text.current.textContent = formatted;
      }),
    [clock],
  );
  return <span ref={text} data-slot="timeline-time" className="text-foreground" />;
}

function VolumeControl() {
  const { actorRef, media, commands } = useTimelineView();
  const volume = useSelector(actorRef, (snapshot) => snapshot.context.volume);
  const Icon = volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className="flex w-44 items-center gap-2">
      <Icon className="size-4 shrink-0 text-subtle-foreground" aria-hidden />
      <input
        type="range"
        aria-label="Volume"
        aria-valuetext={`${Math.round(volume * 100)}%`}
        min={0}
        max={1}
        step={0.01}
        value={volume}
        className="h-1.5 w-full cursor-pointer accent-primary"
        onChange={(event) => {
          const value = event.currentTarget.valueAsNumber;
          media.player.setVolume(value);
          commands.send({ type: 'volume.set', volume: value });
        }}
      />
      <span className="w-9 text-right text-xs text-subtle-foreground tabular-nums">
        {Math.round(volume * 100)}%
      </span>
    </div>
  );
}

export function TimelineTransport() {
  const { actorRef, commands } = useTimelineView();
  const playing = useSelector(actorRef, (snapshot) => snapshot.matches('playing'));
  const busy = useSelector(
    actorRef,
    (snapshot) => snapshot.matches('exporting') || snapshot.matches('dragging'),
  );
  const totalSamples = useSelector(actorRef, (snapshot) => totalDurationSamples(snapshot.context.clips));
  return (
    <div data-slot="timeline-transport" className="flex items-center gap-3 border-b px-3 py-2">
      <button
        type="button"
        aria-label="Back to start"
        title="Back to start"
        className="grid size-8 cursor-pointer place-items-center rounded-md text-foreground hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={() => commands.send({ type: 'cursor.set', sample: 0 })}
      >
        <SkipBack className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        aria-label={playing ? 'Pause' : 'Play'}
        title={playing ? 'Pause (Space)' : 'Play (Space)'}
        disabled={busy}
        className={cx(
          'grid size-10 cursor-pointer place-items-center rounded-full bg-primary text-primary-foreground shadow-sm',
          'transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
          'disabled:pointer-events-none disabled:opacity-60',
        )}
        onClick={() => commands.togglePlayback()}
      >
        {playing ? (
          <Pause className="size-4 fill-current" aria-hidden />
        ) : (
          <Play className="ml-0.5 size-4 fill-current" aria-hidden />
        )}
      </button>
      <div className="flex items-baseline gap-1 font-mono text-sm tabular-nums" aria-label="Time">
        <TimeReadout />
        <span className="text-subtle-foreground">/</span>
        <span className="text-subtle-foreground" data-slot="timeline-total">
          {formatSampleTime(totalSamples)}
        </span>
      </div>
      <div className="ml-auto">
        <VolumeControl />
      </div>
    </div>
  );
}
