// Plays one stretch of a video element, from a start to an end, and stops there (issue 25: a transcript row's play
// button). The end is watched once per animation frame, so playback stops within a frame of it, not at the next
// 'timeupdate' (up to a quarter of a second later).
import * as React from 'react';

export interface StretchPlayer {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** The index of the stretch playing, null when none is. */
  playing: number | null;
  play: (index: number, start: number, end: number) => void;
  stop: () => void;
}

export function useStretchPlayer(): StretchPlayer {
  const videoRef = React.useRef<HTMLVideoElement | null>(null);
  const frame = React.useRef<number | null>(null);
  const [playing, setPlaying] = React.useState<number | null>(null);

  const stop = React.useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    videoRef.current?.pause();
    setPlaying(null);
  }, []);

  const play = React.useCallback(
    (index: number, start: number, end: number) => {
      const video = videoRef.current;
      if (!video) return;
      stop();
      video.currentTime = start;
      setPlaying(index);
      const watch = () => {
        if (video.paused || video.ended || video.currentTime >= end) {
          stop();
          return;
        }
        frame.current = requestAnimationFrame(watch);
      };
      video.play().then(
        () => {
          frame.current = requestAnimationFrame(watch);
        },
        // A video the browser cannot play (or a play interrupted by another): nothing plays.
        () => setPlaying((current) => (current === index ? null : current)),
      );
    },
    [stop],
  );

  React.useEffect(() => stop, [stop]);
  return { videoRef, playing, play, stop };
}
