// The timeline's numbers (spec part 2 §9): sample rate, zoom range, split guard, minimum length
// and width, export format. Everything on the timeline is an integer sample position at 44,100 Hz.
export const timelineSampleRate = 44_100;

/** Zoom in pixels per second: 25 to 200 in steps of 25, default 100. */
export const timelineZoom = { min: 25, max: 200, step: 25, default: 100 } as const;

/** Split only when the cursor is more than this far from both clip edges (0.1 s). */
export const splitGuardSamples = timelineSampleRate / 10;

/** The timeline shows at least 10 seconds, however short its clips. */
export const minimumTimelineSamples = 10 * timelineSampleRate;

/** The timeline is never narrower than this, in CSS pixels. */
export const minimumTimelineWidthPx = 800;

/** Snap a dragged clip edge to another clip's edge or the cursor within this many pixels. */
export const snapThresholdPx = 8;

/** How many edits undo can take back. */
export const historyLimit = 100;

/** Keyboard nudges: arrows move a clip by 0.1 s, with Shift by 1 s. */
export const nudgeSamples = { small: timelineSampleRate / 10, large: timelineSampleRate } as const;

/** Export: 44.1 kHz stereo 16-bit PCM WAV named timeline-audio.wav. */
export const timelineExportFormat = {
  sampleRate: timelineSampleRate,
  channels: 2,
  bitsPerSample: 16,
  fileName: 'timeline-audio.wav',
} as const;
