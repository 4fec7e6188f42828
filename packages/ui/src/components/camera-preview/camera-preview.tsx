// CameraPreview: a live camera stream (a MediaStream the capture actor handed over; machines keep it
// opaque) shown mirrored like a mirror and muted: the take records the sound, the preview never
// plays it. Used by the video recorder and the consent step.
import * as React from 'react';
import { cn } from '../../lib/cn';

export interface CameraPreviewProps {
  stream: unknown;
  width: number;
  height: number;
  className?: string;
}

export function CameraPreview({ stream, width, height, className }: CameraPreviewProps) {
  const video = React.useRef<HTMLVideoElement>(null);
  const live = typeof MediaStream !== 'undefined' && stream instanceof MediaStream ? stream : null;
  React.useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = live;
    if (live) void element.play().catch(() => undefined);
  }, [live]);
  return (
    <video
      ref={video}
      data-slot="camera-preview"
      data-part="camera-preview"
      width={width}
      height={height}
      muted
      autoPlay
      playsInline
      aria-label="Camera preview"
      className={cn('size-full -scale-x-100 object-cover', className)}
    />
  );
}
