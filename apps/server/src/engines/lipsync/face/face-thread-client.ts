// One face thread (face-thread.ts) for one piece of work: requests go in order and are answered by id; `close` (or
// the signal aborting) ends the thread at once, and every request still waiting rejects.
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../../../media/worker-thread';
import type { DescribedFace } from './face-describer';
import type { FaceThreadReply, FaceThreadRequest, FoundFace } from './face-thread-messages';
import type { MouthShape } from './mouth-shapes';

export const FACE_THREAD_NAME = 'face-thread';

/** A request before it is given its id (Omit over each member of the union). */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

type Pending = { resolve: (reply: FaceThreadReply) => void; reject: (error: Error) => void };

export class FaceThreadClient {
  private readonly thread: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private ended: Error | null = null;

  constructor(private readonly signal?: AbortSignal) {
    this.thread = startWorkerThread(FACE_THREAD_NAME, import.meta.url);
    this.thread.on('message', (reply: FaceThreadReply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (!waiting) return;
      if (reply.op === 'error') waiting.reject(new Error(`the face thread failed: ${reply.message}`));
      else waiting.resolve(reply);
    });
    this.thread.on('error', (error) => this.end(error));
    this.thread.on('exit', (code) => this.end(new Error(`the face thread ended (exit code ${code})`)));
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  private readonly onAbort = () => void this.close();

  private end(error: Error) {
    this.ended ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.ended);
    this.pending.clear();
  }

  private request(message: Unnumbered<FaceThreadRequest>, transfer: ArrayBuffer[]): Promise<FaceThreadReply> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread.postMessage({ ...message, id }, transfer);
    });
  }

  /**
   * The faces in an RGB frame (the buffer moves to the thread). `tracking`: the frames are consecutive frames of one
   * video (the face is followed from frame to frame); false looks at this frame afresh.
   */
  async detect(rgb: Uint8Array, width: number, height: number, tracking = true): Promise<FoundFace[]> {
    const reply = await this.request({ op: 'detect', rgb, width, height, tracking }, [
      rgb.buffer as ArrayBuffer,
    ]);
    return reply.op === 'detect' ? reply.faces : [];
  }

  /** The faces in an RGB frame, each with its descriptor (the buffer moves to the thread). */
  async describe(rgb: Uint8Array, width: number, height: number): Promise<DescribedFace[]> {
    const reply = await this.request({ op: 'describe', rgb, width, height }, [rgb.buffer as ArrayBuffer]);
    if (reply.op !== 'describe') throw new Error('the face thread answered a describe with something else');
    return reply.faces;
  }

  /** The YUV frame with `shape` drawn on the face `mesh` (the buffer moves to the thread and back). */
  async draw(yuv: Uint8Array, width: number, height: number, mesh: Float32Array, shape: MouthShape) {
    const reply = await this.request({ op: 'draw', yuv, width, height, mesh, shape }, [
      yuv.buffer as ArrayBuffer,
    ]);
    if (reply.op !== 'draw') throw new Error('the face thread answered a draw with something else');
    return reply.yuv;
  }

  async close(): Promise<void> {
    this.signal?.removeEventListener('abort', this.onAbort);
    this.end(new Error('the face thread was closed'));
    await this.thread.terminate();
  }
}
