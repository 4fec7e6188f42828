// The watermark's worker thread: embeds or detects on samples sent from the main thread, so the event loop stays free;
// it answers one request at a time for as long as the pool keeps it.
import { parentPort } from 'node:worker_threads';
import { detectWatermark } from './detect';
import { embedWatermark } from './embed';
import type { WatermarkThreadReply, WatermarkThreadRequest } from './watermark-thread-messages';

function answer(request: WatermarkThreadRequest): WatermarkThreadReply {
  const key = Buffer.from(request.key);
  if (request.op === 'embed') {
    const marked = embedWatermark(request.samples, request.sampleRate, key, request.payload);
    return { op: 'embed', samples: marked };
  }
  return { op: 'detect', detection: detectWatermark(request.samples, request.sampleRate, key) };
}

parentPort?.on('message', (request: WatermarkThreadRequest) => {
  try {
    const reply = answer(request);
    parentPort!.postMessage(reply, reply.op === 'embed' ? [reply.samples.buffer as ArrayBuffer] : []);
  } catch (error) {
    parentPort!.postMessage({
      op: 'error',
      message: (error as Error).message,
    } satisfies WatermarkThreadReply);
  }
});
