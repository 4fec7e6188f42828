// SpeechAudioPlayer: the generated audio (spec part 2 §2, §4) — Play/Pause, a progress slider
// that also seeks (arrow keys step a second), the time, Add to Timeline and a download link. The
// sound is one <audio> element owned here; its progress is the element's, so only this small
// component re-renders while it plays (about four times a second, on `timeupdate`).
import * as React from 'react';
import { DownloadIcon, PauseIcon, PlayIcon, PlusIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { Slider } from '../../../components/slider/slider';
import { cn } from '../../../lib/cn';
import { formatClock } from '../../../lib/format-audio';

export interface SpeechAudioPlayerProps {
  /** A URL the browser can play (the studio adds the token query to the server's audioUrl). */
  src: string;
  /** What was said, shown as the title and used for the download's name. */
  name: string;
  /** Known length in seconds, shown until the audio's own metadata arrives. */
  durationSeconds?: number;
  onAddToTimeline: () => void;
  /** The download's file name (default: the name, as .wav). */
  downloadName?: string;
  className?: string;
}

interface PlayerState {
  playing: boolean;
  currentTime: number;
  duration: number;
}

function fileNameOf(name: string): string {
  const base = name
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'speech'}.wav`;
}

export function SpeechAudioPlayer({
  src,
  name,
  durationSeconds = 0,
  onAddToTimeline,
  downloadName,
  className,
}: SpeechAudioPlayerProps) {
  const audioRef = React.useRef<HTMLAudioElement>(null);
  const [state, setState] = React.useState<PlayerState>({
    playing: false,
    currentTime: 0,
    duration: durationSeconds,
  });

  // A new take starts from the beginning, paused (state adjusted while rendering, not in an effect).
  const [shownSrc, setShownSrc] = React.useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setState({ playing: false, currentTime: 0, duration: durationSeconds });
  }

  const sync = React.useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setState((previous) => ({
      playing: !audio.paused && !audio.ended,
      currentTime: audio.currentTime,
      duration: Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : previous.duration,
    }));
  }, []);

  const togglePlayback = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) {
      // A browser may refuse to play (autoplay rules, a broken file): stay paused.
      audio.play().catch(sync);
    } else {
      audio.pause();
    }
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setState((previous) => ({ ...previous, currentTime: seconds }));
  };

  const { playing, currentTime, duration } = state;
  const Icon = playing ? PauseIcon : PlayIcon;
  return (
    <section
      data-slot="speech-audio-player"
      aria-label="Generated speech"
      className={cn('grid gap-3 rounded-xl border bg-surface p-4 shadow-xs', className)}
    >
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={sync}
        onPause={sync}
        onEnded={sync}
        onTimeUpdate={sync}
        onLoadedMetadata={sync}
        onDurationChange={sync}
      />
      <div className="flex items-center gap-3">
        <Button size="icon" className="rounded-full" onClick={togglePlayback}>
          <Icon aria-hidden className={cn(!playing && 'translate-x-px')} />
          <span className="sr-only">{playing ? 'Pause' : 'Play'}</span>
        </Button>
        <div className="grid min-w-0 flex-1 gap-2">
          <p className="truncate text-sm font-medium text-foreground">{name}</p>
          <div className="flex items-center gap-3">
            <Slider
              aria-label="Playback position"
              value={[Math.min(currentTime, duration || currentTime)]}
              min={0}
              max={Math.max(duration, 0.01)}
              step={1}
              onValueChange={([seconds]) => {
                if (seconds !== undefined) seek(seconds);
              }}
            />
            <span className="shrink-0 text-xs text-subtle-foreground tabular-nums">
              {formatClock(currentTime)} / {formatClock(duration)}
            </span>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" asChild>
          <a href={src} download={downloadName ?? fileNameOf(name)}>
            <DownloadIcon aria-hidden />
            Download
          </a>
        </Button>
        <Button size="sm" onClick={onAddToTimeline}>
          <PlusIcon aria-hidden />
          Add to Timeline
        </Button>
      </div>
    </section>
  );
}
