// The messages between the lip-sync engine and its face thread (face-thread.ts): find faces in an RGB frame, draw
// a mouth shape onto a YUV frame, or describe the faces of an RGB frame (face-describer.ts). Frames travel as
// transferred buffers, both ways.
import type { DescribedFace } from './face-describer';
import type { MouthShape } from './mouth-shapes';

export type FaceThreadRequest =
  | { id: number; op: 'detect'; rgb: Uint8Array; width: number; height: number; tracking: boolean }
  | { id: number; op: 'describe'; rgb: Uint8Array; width: number; height: number }
  | {
      id: number;
      op: 'draw';
      yuv: Uint8Array;
      width: number;
      height: number;
      mesh: Float32Array;
      shape: MouthShape;
    };

export interface FoundFace {
  box: [number, number, number, number];
  score: number;
  mesh: Float32Array;
}

export type FaceThreadReply =
  | { id: number; op: 'detect'; faces: FoundFace[] }
  | { id: number; op: 'draw'; yuv: Uint8Array }
  | { id: number; op: 'describe'; faces: DescribedFace[] }
  | { id: number; op: 'error'; message: string };
