// The transport bar: back to start, play/pause, the time readout (written by the playhead clock,
// not rendered), the total duration and the volume (a native range input, 0–1 in steps of 0.01).
import * as React from 'react';
import { useSelector } from '@xstate/react';
import { Pause, Play, SkipBack, Volume1, Volume2, VolumeX } from 'lucide-react';
import { totalDurationSamples } from '../headless';
import { formatSampleTime } from '../format-time';
import { useTimelineLabels } from '../timeline-labels';
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
  return <span ref={text} data-slot="timeline-time" />;
}

function VolumeControl() {
  const { actorRef, media, commands } = useTimelineView();
  const volume = useSelector(actorRef, (snapshot) => snapshot.context.volume);
  const labels = useTimelineLabels();
  const Icon = volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  return (
    <div className="twin-timeline__volume">
      <Icon className="twin-timeline__icon" aria-hidden />
      <input
        type="range"
        aria-label={labels.volume}
        aria-valuetext={`${Math.round(volume * 100)}%`}
        min={0}
        max={1}
        step={0.01}
        value={volume}
        className="twin-timeline__volume-input"
        onChange={(event) => {
          const value = event.currentTarget.valueAsNumber;
          media.player.setVolume(value);
          commands.send({ type: 'volume.set', volume: value });
        }}
      />
      <span className="twin-timeline__volume-value">{Math.round(volume * 100)}%</span>
    </div>
  );
}

export function TimelineTransport() {
  const { actorRef, commands } = useTimelineView();
  const playing = useSelector(actorRef, (snapshot) => snapshot.matches('playing'));
  const labels = useTimelineLabels();
  const busy = useSelector(
    actorRef,
    (snapshot) => snapshot.matches('exporting') || snapshot.matches('dragging'),
  );
  const totalSamples = useSelector(actorRef, (snapshot) => totalDurationSamples(snapshot.context.clips));
  return (
    <div data-slot="timeline-transport" className="twin-timeline__transport">
      <button
        type="button"
        aria-label={labels.backToStart}
        title={labels.backToStart}
        className="twin-timeline__tool"
        onClick={() => commands.send({ type: 'cursor.set', sample: 0 })}
      >
        <SkipBack className="twin-timeline__icon" aria-hidden />
      </button>
      <button
        type="button"
        aria-label={playing ? labels.pause : labels.play}
        title={`${playing ? labels.pause : labels.play} (Space)`}
        disabled={busy}
        className="twin-timeline__play"
        data-playing={playing}
        onClick={() => commands.togglePlayback()}
      >
        {playing ? (
          <Pause className="twin-timeline__icon" aria-hidden />
        ) : (
          <Play className="twin-timeline__icon" aria-hidden />
        )}
      </button>
      <div className="twin-timeline__time" aria-label={labels.time}>
        <TimeReadout />
        <span className="twin-timeline__muted">/</span>
        <span className="twin-timeline__muted" data-slot="timeline-total">
          {formatSampleTime(totalSamples)}
        </span>
      </div>
      <VolumeControl />
    </div>
  );
}
