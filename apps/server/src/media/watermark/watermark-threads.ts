// Runs watermark work on worker threads (a few at once): the bundled dist/watermark-thread.js, or from source via tsx.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread';
import type { WatermarkDetection } from './detect';
import type { WatermarkThreadReply, WatermarkThreadRequest } from './watermark-thread-messages';

const THREAD_NAME = 'watermark-thread';
/** Threads at once for the whole process: a burst of generations queues here instead of starving the server. */
const THREADS_AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));

export class WatermarkAbortedError extends Error {
  constructor() {
    super('the watermark work was stopped');
    this.name = 'WatermarkAbortedError';
  }
}

function startThread(): Worker {
  return startWorkerThread(THREAD_NAME, import.meta.url);
}

/** An idle thread is ended after this long (starting one costs little when bundled, a few seconds from source). */
const IDLE_MS = 30_000;

interface PooledThread {
  thread: Worker;
  idleTimer?: NodeJS.Timeout;
}

const idle: PooledThread[] = [];
let started = 0;
const waiting: ((pooled: PooledThread) => void)[] = [];

function newThread(): PooledThread {
  const thread = startThread();
  thread.unref(); // an idle thread never keeps the process alive
  started++;
  const pooled: PooledThread = { thread };
  thread.once('exit', () => {
    started--;
    const index = idle.indexOf(pooled);
    if (index >= 0) idle.splice(index, 1);
  });
  return pooled;
}

async function takeThread(signal?: AbortSignal): Promise<PooledThread> {
  const ready = idle.pop();
  if (ready) {
    clearTimeout(ready.idleTimer);
    return ready;
  }
  if (started < THREADS_AT_ONCE) return newThread();
  return new Promise<PooledThread>((resolve, reject) => {
    const handOver = (pooled: PooledThread) => {
      signal?.removeEventListener('abort', aborted);
      resolve(pooled);
    };
    const aborted = () => {
      waiting.splice(waiting.indexOf(handOver), 1);
      reject(new WatermarkAbortedError());
    };
    waiting.push(handOver);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** A thread that answered goes to the next caller waiting, or rests until IDLE_MS pass. */
function giveBack(pooled: PooledThread): void {
  const next = waiting.shift();
  if (next) return next(pooled);
  pooled.idleTimer = setTimeout(() => void pooled.thread.terminate(), IDLE_MS).unref();
  idle.push(pooled);
}

/** A thread that was stopped or failed is ended; a caller waiting gets a new one. */
function discard(pooled: PooledThread): void {
  void pooled.thread.terminate();
  started--;
  pooled.thread.removeAllListeners('exit');
  const next = waiting.shift();
  if (next) next(newThread());
}

async function runOnThread(
  request: WatermarkThreadRequest,
  signal?: AbortSignal,
): Promise<WatermarkThreadReply> {
  if (signal?.aborted) throw new WatermarkAbortedError();
  const pooled = await takeThread(signal);
  const { thread } = pooled;
  return new Promise<WatermarkThreadReply>((resolve, reject) => {
    const settle = () => {
      signal?.removeEventListener('abort', aborted);
      thread.off('message', answered);
      thread.off('error', failed);
      thread.off('exit', ended);
    };
    const answered = (reply: WatermarkThreadReply) => {
      settle();
      giveBack(pooled);
      resolve(reply);
    };
    const failed = (error: Error) => {
      settle();
      discard(pooled);
      reject(error);
    };
    const ended = (code: number) =>
      failed(new Error(`the watermark thread ended (exit code ${code}) without an answer`));
    const aborted = () => {
      settle();
      discard(pooled);
      reject(new WatermarkAbortedError());
    };
    signal?.addEventListener('abort', aborted, { once: true });
    thread.on('message', answered);
    thread.on('error', failed);
    thread.on('exit', ended);
    thread.postMessage(request, [request.samples.buffer as ArrayBuffer]);
  });
}

function unwrap<T extends WatermarkThreadReply['op']>(reply: WatermarkThreadReply, op: T) {
  if (reply.op === 'error') throw new Error(`the watermark thread failed: ${reply.message}`);
  if (reply.op !== op) throw new Error(`the watermark thread answered ${reply.op} to ${op}`);
  return reply as Extract<WatermarkThreadReply, { op: T }>;
}

/** embedWatermark on a thread. The samples are moved to the thread (the array is unusable afterwards). */
export async function embedOnThread(
  samples: Float32Array,
  sampleRate: number,
  key: Buffer,
  payload: number,
  signal?: AbortSignal,
): Promise<Float32Array> {
  const reply = await runOnThread(
    { op: 'embed', samples, sampleRate, key: new Uint8Array(key), payload },
    signal,
  );
  return unwrap(reply, 'embed').samples;
}

/** detectWatermark on a thread. The samples are moved to the thread (the array is unusable afterwards). */
export async function detectOnThread(
  samples: Float32Array,
  sampleRate: number,
  key: Buffer,
  signal?: AbortSignal,
): Promise<WatermarkDetection> {
  const reply = await runOnThread({ op: 'detect', samples, sampleRate, key: new Uint8Array(key) }, signal);
  return unwrap(reply, 'detect').detection;
}
