// The messages between the main thread and the watermark's worker thread (watermark-thread.ts).
import type { WatermarkDetection } from './detect';

export type WatermarkThreadRequest =
  | { op: 'embed'; samples: Float32Array; sampleRate: number; key: Uint8Array; payload: number }
  | { op: 'detect'; samples: Float32Array; sampleRate: number; key: Uint8Array };

export type WatermarkThreadReply =
  | { op: 'embed'; samples: Float32Array }
  | { op: 'detect'; detection: WatermarkDetection }
  | { op: 'error'; message: string };
