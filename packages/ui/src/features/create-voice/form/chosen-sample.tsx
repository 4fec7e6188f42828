// ChosenSample: a clone form's kept sample (a take or a checked file) in a SamplePlayer with one
// action — 'Upload Different File', 'Remove' — that stops its playback before it clears the sample.
import type { AudioSample } from '@twin/machines/shared';
import type { LucideIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '../../../components/button/button';
import type { PlaybackBinding } from '../shared/voice-bindings';
import { SamplePlayer } from '../shared/sample-player';

export interface ChosenSampleProps {
  playback: PlaybackBinding;
  itemId: string;
  sample: AudioSample;
  /** After the duration: the size, or 'Recorded'. */
  details: React.ReactNode;
  clearLabel: string;
  clearIcon: LucideIcon;
  disabled: boolean;
  onClear: () => void;
}

export function ChosenSample({
  playback,
  itemId,
  sample,
  details,
  clearLabel,
  clearIcon: ClearIcon,
  disabled,
  onClear,
}: ChosenSampleProps) {
  return (
    <SamplePlayer
      playback={playback}
      itemId={itemId}
      name={sample.name}
      audio={sample.audio}
      durationSeconds={sample.durationSeconds}
      details={details}
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => {
            playback.send({ type: 'playback.stop' });
            onClear();
          }}
        >
          <ClearIcon aria-hidden />
          {clearLabel}
        </Button>
      }
    />
  );
}
