// PlayPauseButton: the Play/Pause control of one audio item. It shows Pause while the playback
// machine plays this item and sends `playback.toggle` on click (the machine ignores a second click
// within 500 ms and pauses whatever else plays).
import * as React from 'react';
import { isPlayingItem } from '@twin/machines/create-voice/playback';
import { PauseIcon, PlayIcon } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/button/button';
import { cn } from '../../../lib/cn';
import type { PlaybackBinding } from './voice-bindings';

export type PlayPauseButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  playback: PlaybackBinding;
  itemId: string;
  /** The audio's URL; the button is disabled until there is one. */
  src: string | null;
  /** What is played, for the accessible name ('Play Option 1'). */
  itemLabel?: string;
  /** Round icon button with the word hidden, or a labelled button. */
  appearance?: 'round' | 'labelled';
};

export function PlayPauseButton({
  playback,
  itemId,
  src,
  itemLabel,
  appearance = 'labelled',
  className,
  variant,
  size,
  disabled,
  ...props
}: PlayPauseButtonProps) {
  const playing = isPlayingItem(playback.snapshot, itemId);
  const word = playing ? 'Pause' : 'Play';
  const Icon = playing ? PauseIcon : PlayIcon;
  const suffix = itemLabel ? <span className="sr-only"> {itemLabel}</span> : null;
  const toggle = () => {
    if (src) playback.send({ type: 'playback.toggle', itemId, src });
  };

  if (appearance === 'round') {
    return (
      <Button
        data-slot="play-pause"
        data-playing={playing || undefined}
        variant={variant ?? 'default'}
        size={size ?? 'icon'}
        className={cn('rounded-full', className)}
        aria-pressed={playing}
        disabled={disabled || !src}
        onClick={toggle}
        {...props}
      >
        <Icon aria-hidden className={cn(!playing && 'translate-x-px')} />
        <span className="sr-only">{word}</span>
        {suffix}
      </Button>
    );
  }
  return (
    <Button
      data-slot="play-pause"
      data-playing={playing || undefined}
      variant={variant ?? 'outline'}
      size={size ?? 'sm'}
      className={className}
      aria-pressed={playing}
      disabled={disabled || !src}
      onClick={toggle}
      {...props}
    >
      <Icon aria-hidden />
      {word}
      {suffix}
    </Button>
  );
}
