// SamplePlayer: one recorded take or chosen file — a round Play/Pause, its name and duration, a
// decorative waveform, and room for actions (Record Again, Upload Different File, delete).
import * as React from 'react';
import { isPlayingItem } from '@twin/machines/create-voice/playback';
import { cn } from '../../../lib/cn';
import { formatClock } from '../../../lib/format-audio';
import type { PlaybackBinding } from './voice-bindings';
import { PlayPauseButton } from './play-pause-button';
import { useObjectUrl } from '../../../lib/use-object-url';
import { WaveformBars } from './waveform-bars';

export type SamplePlayerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  playback: PlaybackBinding;
  itemId: string;
  name: string;
  /** The audio in memory; a blob: URL is made for it while shown. */
  audio?: Blob | null;
  /** Or a URL the server streams. */
  src?: string | null;
  durationSeconds?: number | null;
  /** Extra facts after the duration ('2.4 MB'). */
  details?: React.ReactNode;
  actions?: React.ReactNode;
};

export function SamplePlayer({
  playback,
  itemId,
  name,
  audio,
  src,
  durationSeconds,
  details,
  actions,
  className,
  ...props
}: SamplePlayerProps) {
  const objectUrl = useObjectUrl(audio);
  const playing = isPlayingItem(playback.snapshot, itemId);
  return (
    <div
      data-slot="sample-player"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border bg-subtle/60 p-3 sm:flex-nowrap',
        className,
      )}
      {...props}
    >
      <PlayPauseButton
        appearance="round"
        playback={playback}
        itemId={itemId}
        src={src ?? objectUrl}
        itemLabel={name}
      />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="truncate text-sm font-medium text-foreground">{name}</p>
        <p className="text-xs text-subtle-foreground tabular-nums">
          {durationSeconds != null ? formatClock(durationSeconds) : null}
          {durationSeconds != null && details ? ' · ' : null}
          {details}
        </p>
      </div>
      <WaveformBars seed={name} active={playing} className="hidden max-w-56 md:flex" />
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
