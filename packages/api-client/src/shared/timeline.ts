// The timeline clip (part 2 §3) as saved in page state and sent to the lip-sync call. Times are in seconds on the
// wire; the timeline engine converts to samples internally.
import { z } from 'zod';
import { idSchema } from './common';

export const timelineClipTypes = ['tts', 'upload'] as const;
export const timelineClipTypeSchema = z.enum(timelineClipTypes);
export type TimelineClipType = z.infer<typeof timelineClipTypeSchema>;

const seconds = z.number().finite().nonnegative();

export const timelineClipSchema = z.object({
  id: idSchema,
  type: timelineClipTypeSchema,
  /** Where the audio is: a server path (/api/...) for generated and uploaded audio. */
  url: z.string().min(1).max(2000),
  name: z.string().max(300),
  /** Length on the timeline after trimming or splitting. */
  duration: seconds,
  /** Position on the timeline (minimum 0). */
  startTime: seconds,
  /** Offset into the source audio where this clip starts (non-zero after a split). */
  originalStartOffset: seconds,
  /** Length of the whole source audio. */
  originalDuration: seconds,
});
export type TimelineClip = z.infer<typeof timelineClipSchema>;

/** What POST /api/videos/lipsync-timeline receives per clip: the clip without its id. */
export const lipsyncTimelineClipSchema = timelineClipSchema.omit({ id: true });
export type LipsyncTimelineClip = z.infer<typeof lipsyncTimelineClipSchema>;
