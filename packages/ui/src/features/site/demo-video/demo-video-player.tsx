// The landing page's demo video player (spec part 1 §2): poster with a play overlay until the first
// play, play/pause, a seek bar and the time, controls on hover (or focus) while playing, back to
// the start at the end. This component is the markup (pre-rendered at build); its behaviour is
// demo-video.behavior.ts, which the site attaches without React and which this component attaches
// itself when React renders it (Storybook).
import * as React from 'react';
import { PauseIcon, PlayIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { attachDemoVideo, formatVideoTime, type DemoVideoState } from './demo-video.behavior';

export interface DemoVideoPoster {
  src: string;
  /** e.g. '/media/demo-poster-640.webp 640w, /media/demo-poster-1280.webp 1280w' */
  srcSet?: string;
  width: number;
  height: number;
}

export type DemoVideoPlayerProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  src: string;
  /** WebVTT captions of what is said. */
  captionsSrc?: string;
  poster: DemoVideoPoster;
  /** Known before the metadata loads (preload="none"), so the time reads right at once. */
  durationSeconds: number;
  /** What the video shows: the video's name, and read with the play button (visually hidden). */
  title: string;
  caption?: React.ReactNode;
  /** Only for stories: render the player as it looks in another state. */
  initialState?: DemoVideoState;
};

export function DemoVideoPlayer({
  src,
  captionsSrc,
  poster,
  durationSeconds,
  title,
  caption,
  initialState = 'idle',
  className,
  ...props
}: DemoVideoPlayerProps) {
  const rootRef = React.useRef<HTMLElement>(null);
  React.useEffect(() => (rootRef.current ? attachDemoVideo(rootRef.current) : undefined), []);
  const totalTime = formatVideoTime(durationSeconds);
  const captionId = `${React.useId()}-title`;
  const sizes = '(min-width: 1024px) 960px, 100vw';

  return (
    <figure
      ref={rootRef}
      data-slot="demo-video"
      data-state={initialState}
      data-duration={durationSeconds}
      className={cn('group/video grid gap-3', className)}
      {...props}
    >
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-indigo-950 shadow-lg ring-1 ring-border">
        <video
          data-part="video"
          src={src}
          poster={poster.src}
          preload="none"
          playsInline
          width={poster.width}
          height={poster.height}
          aria-label={title}
          className="size-full cursor-pointer object-cover"
        >
          {captionsSrc ? (
            <track kind="captions" src={captionsSrc} srcLang="en" label="English" default />
          ) : null}
        </video>

        <button
          type="button"
          data-part="overlay"
          aria-describedby={captionId}
          className="group/overlay absolute inset-0 flex cursor-pointer items-center justify-center outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-inset [[data-state=paused]_&]:hidden [[data-state=playing]_&]:hidden"
        >
          <img
            src={poster.src}
            srcSet={poster.srcSet}
            sizes={poster.srcSet ? sizes : undefined}
            width={poster.width}
            height={poster.height}
            alt=""
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          <span
            aria-hidden
            className="absolute inset-0 bg-gradient-to-t from-indigo-950/55 via-transparent to-transparent"
          />
          <span
            aria-hidden
            className="relative flex size-12 items-center justify-center rounded-full bg-white/95 text-indigo-700 shadow-lg ring-4 ring-white/20 transition-transform duration-200 group-hover/overlay:scale-105 sm:size-20 sm:ring-8"
          >
            <PlayIcon className="ml-0.5 size-5 fill-current sm:ml-1 sm:size-8" />
          </span>
          {/* The button's name: 'Watch the demo 0:16' (the dot is decoration). */}
          <span className="absolute bottom-4 left-4 rounded-full bg-indigo-950/70 px-3 py-1 text-xs font-medium text-white backdrop-blur-sm sm:bottom-5 sm:left-5 sm:text-sm">
            Watch the demo<span aria-hidden> · </span> {totalTime}
          </span>
        </button>

        <div
          data-part="controls"
          role="group"
          aria-label="Video controls"
          className="absolute inset-x-0 bottom-0 flex items-center gap-3 bg-gradient-to-t from-black/75 to-transparent px-3 pt-10 pb-3 text-white transition-opacity duration-200 sm:px-4 [[data-state=idle]_&]:hidden [[data-state=playing]:not(:hover):not(:focus-within)_&]:opacity-0"
        >
          <button
            type="button"
            data-part="toggle"
            aria-label="Play"
            className="group/toggle inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-white/15 outline-none hover:bg-white/25 focus-visible:ring-2 focus-visible:ring-white"
          >
            <PlayIcon
              aria-hidden
              className="ml-0.5 size-5 fill-current group-data-[playing=true]/toggle:hidden"
            />
            <PauseIcon
              aria-hidden
              className="hidden size-5 fill-current group-data-[playing=true]/toggle:block"
            />
          </button>
          <input
            type="range"
            data-part="seek"
            aria-label="Seek"
            min={0}
            max={durationSeconds}
            step="any"
            defaultValue={0}
            aria-valuetext={`0:00 of ${totalTime}`}
            className={cn(
              'h-1.5 min-w-0 flex-1 cursor-pointer appearance-none rounded-full outline-none',
              'bg-[linear-gradient(to_right,white_var(--progress,0%),rgb(255_255_255/0.3)_var(--progress,0%))]',
              'focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black/40',
              '[&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow',
              '[&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white',
            )}
          />
          <span
            data-part="time"
            aria-hidden
            className="min-w-[5.5rem] text-right text-xs font-medium tabular-nums sm:text-sm"
          >
            0:00 / {totalTime}
          </span>
        </div>
      </div>
      <figcaption id={captionId} className="text-center text-sm text-subtle-foreground">
        <span className="sr-only">{title}. </span>
        {caption}
      </figcaption>
    </figure>
  );
}
