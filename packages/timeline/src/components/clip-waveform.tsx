// A clip's waveform as canvas tiles of at most 10 s (2,000 px at 200 px/s), placed in percent of
// the clip, drawn only while visible and redrawn when resized (zoom) or when the peaks arrive —
// always imperatively. Renders once per clip trim; zoom, scroll and playback never re-render it.
import * as React from 'react';
import { timelineSampleRate } from '../headless';
import { drawWaveformTile } from '../rendering/draw-waveform';
import { tileSeconds } from '../rendering/canvas-tiles';
import { useTimelineView } from '../timeline-view-context';

export interface ClipWaveformProps {
  url: string;
  sourceOffsetSamples: number;
  lengthSamples: number;
}

const tileSamples = tileSeconds * timelineSampleRate;

export const ClipWaveform = React.memo(function ClipWaveform({
  url,
  sourceOffsetSamples,
  lengthSamples,
}: ClipWaveformProps) {
  const { tiles, media } = useTimelineView();
  const canvases = React.useRef<(HTMLCanvasElement | null)[]>([]);
  const count = Math.max(1, Math.ceil(lengthSamples / tileSamples));

  React.useEffect(() => {
    const unregister = canvases.current.slice(0, count).map((canvas, index) => {
      if (!canvas) return () => {};
      const fromSample = sourceOffsetSamples + index * tileSamples;
      const samples = Math.min(tileSamples, lengthSamples - index * tileSamples);
      return tiles.register(canvas, (context, width, height, tile) =>
        drawWaveformTile(context, getComputedStyle(tile).color, width, height, media.peaks.get(url), {
          fromSample,
          samples,
        }),
      );
    });
    const unsubscribe = media.peaks.subscribe(url, () => {
      for (const canvas of canvases.current.slice(0, count)) if (canvas) tiles.invalidate(canvas);
    });
    return () => {
      unsubscribe();
      for (const stop of unregister) stop();
    };
  }, [tiles, media, url, sourceOffsetSamples, lengthSamples, count]);

  return (
    <div aria-hidden className="twin-timeline__waveform">
      {Array.from({ length: count }, (_, index) => {
        const from = index * tileSamples;
        const samples = Math.min(tileSamples, lengthSamples - from);
        return (
          <canvas
            key={index}
            ref={(canvas) => {
              canvases.current[index] = canvas;
            }}
            className="twin-timeline__tile"
            style={{ left: `${(from / lengthSamples) * 100}%`, width: `${(samples / lengthSamples) * 100}%` }}
          />
        );
      })}
    </div>
  );
});
