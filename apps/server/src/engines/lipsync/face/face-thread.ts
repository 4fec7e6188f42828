// The lip-sync engine's worker thread: finds faces (face-model.ts) and draws mouths (mouth-warp.ts) off the event
// loop, one request at a time, in the order they arrive (the face tracker follows a face from frame to frame); and
// describes faces (face-describer.ts, loaded on the first such request) for the consent face check.
import { parentPort } from 'node:worker_threads';
import { loadFaceDescriber, type FaceDescriber } from './face-describer';
import { loadFaceModel, type FaceModel } from './face-model';
import type { FaceThreadReply, FaceThreadRequest } from './face-thread-messages';
import { drawMouth, poseMouth } from './mouth-warp';

let model: Promise<FaceModel> | undefined;
let describer: Promise<FaceDescriber> | undefined;

async function answer(request: FaceThreadRequest): Promise<FaceThreadReply> {
  if (request.op === 'describe') {
    describer ??= loadFaceDescriber();
    const faces = await (await describer).describe(request.rgb, request.width, request.height);
    return { id: request.id, op: 'describe', faces };
  }
  model ??= loadFaceModel();
  const loaded = await model;
  if (request.op === 'detect') {
    const faces = await loaded.detect(request.rgb, request.width, request.height, request.tracking);
    return { id: request.id, op: 'detect', faces };
  }
  const pose = poseMouth(request.mesh, request.shape, loaded.triangles);
  drawMouth({ data: request.yuv, width: request.width, height: request.height }, pose);
  return { id: request.id, op: 'draw', yuv: request.yuv };
}

function transfers(reply: FaceThreadReply): ArrayBuffer[] {
  if (reply.op === 'draw') return [reply.yuv.buffer as ArrayBuffer];
  if (reply.op === 'detect') return reply.faces.map((face) => face.mesh.buffer as ArrayBuffer);
  if (reply.op === 'describe') return reply.faces.map((face) => face.descriptor.buffer as ArrayBuffer);
  return [];
}

let queue = Promise.resolve();
parentPort?.on('message', (request: FaceThreadRequest) => {
  queue = queue.then(async () => {
    let reply: FaceThreadReply;
    try {
      reply = await answer(request);
    } catch (error) {
      reply = { id: request.id, op: 'error', message: (error as Error)?.message ?? String(error) };
    }
    parentPort!.postMessage(reply, transfers(reply));
  });
});
