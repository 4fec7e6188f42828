// Finds faces and their 468-point meshes in RGB frames with @vladmandic/human (MIT; the BlazeFace detector and the
// face mesh are MediaPipe's models, Apache-2.0, shipped in the package's models/ folder) on TensorFlow.js's WASM
// backend. Everything is read from node_modules: the library's loader gets a fetch that serves those two folders and
// refuses anything else, so nothing is downloaded, ever. Meant to run on a worker thread (lipsync-thread.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MESH_POINTS } from './face-mesh-points';

/** A face in a frame: its box and mesh in the frame's pixels, and the detector's confidence. */
export interface DetectedFace {
  box: [x: number, y: number, width: number, height: number];
  score: number;
  /** MESH_POINTS points, x then y, in the frame's pixels. */
  mesh: Float32Array;
}

export interface FaceModel {
  /**
   * The faces in one frame. `tracking`: the frames are a video's consecutive frames, so the mesh may follow the face
   * from the previous frame with the detector run only every few frames; false runs the detector on this frame.
   */
  detect(rgb: Uint8Array, width: number, height: number, tracking?: boolean): Promise<DetectedFace[]>;
  /** The face mesh's triangles (indices into the mesh, three at a time); the mouth's opening is not covered. */
  readonly triangles: Uint16Array;
}

const require = createRequire(import.meta.url);

/** The package folders the model and the WASM binaries are read from. */
export function modelFolders(): { models: string; wasm: string; humanBundle: string } {
  // human's exports map has no ./package.json and no usable subpaths: resolve its "require" entry (dist/human.node.js,
  // which is not loaded) and take the WASM build beside it.
  const humanDist = dirname(require.resolve('@vladmandic/human'));
  const wasmEntry = require.resolve('@tensorflow/tfjs-backend-wasm');
  return {
    models: join(dirname(humanDist), 'models'),
    wasm: join(dirname(wasmEntry)),
    humanBundle: join(humanDist, 'human.node-wasm.js'),
  };
}

/** A fetch that answers only for files inside `folders` (file:// URLs) and refuses every other address. */
export function localFilesFetch(folders: string[]): typeof fetch {
  const roots = folders.map((folder) => resolve(folder) + sep);
  return async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith('file://'))
      throw new Error(`the face model may not fetch ${url}: it loads from disk only`);
    const path = resolve(fileURLToPath(url));
    if (!roots.some((root) => path.startsWith(root))) throw new Error(`the face model may not read ${path}`);
    const body = await readFile(path);
    const type = path.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(body, { status: 200, headers: { 'content-type': type } });
  };
}

/**
 * @vladmandic/human's configuration with the face part only, models and WASM read from node_modules. `tracking`:
 * the lip-sync tracker's (the mesh runs on every frame; while frames change little the detector runs only every few
 * frames and the mesh follows the face from the previous frame's box, as in a live video); otherwise every frame is
 * looked at afresh, with rotated faces allowed. `describe` adds the face description model (faceres).
 */
export function faceOnlyConfig({
  maxFaces,
  tracking,
  describe = false,
}: {
  maxFaces: number;
  tracking: boolean;
  describe?: boolean;
}): object {
  const folders = modelFolders();
  return {
    backend: 'wasm',
    wasmPath: pathToFileURL(folders.wasm).href + '/',
    modelBasePath: pathToFileURL(folders.models).href + '/',
    debug: false,
    async: false,
    warmup: 'none',
    cacheSensitivity: tracking ? 0.7 : 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: {
        rotation: !tracking,
        maxDetected: maxFaces,
        minConfidence: 0.5,
        skipFrames: tracking ? 4 : 0,
        ...(tracking ? { skipTime: 3_600_000 } : {}),
        return: false,
      },
      mesh: { enabled: true },
      iris: { enabled: false },
      attention: { enabled: false },
      description: describe ? { enabled: true, skipFrames: 0, skipTime: 0 } : { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  };
}

interface HumanFace {
  box: [number, number, number, number];
  score: number;
  mesh: [number, number, number][];
}
interface HumanInstance {
  load(): Promise<void>;
  warmup?(): Promise<unknown>;
  detect(input: unknown, config?: object): Promise<{ face: HumanFace[] }>;
  faceTriangulation: number[];
}
interface TfCore {
  ready(): Promise<void>;
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
  expandDims(tensor: unknown, axis: number): { dispose(): void };
  dispose(tensor: unknown): void;
}

/** Loads the detector and the mesh once (about 0.2 s); `maxFaces` bounds how many faces one frame reports. */
export async function loadFaceModel({ maxFaces = 3 }: { maxFaces?: number } = {}): Promise<FaceModel> {
  const folders = modelFolders();
  globalThis.fetch = localFilesFetch([folders.models, folders.wasm]);
  const tf = require('@tensorflow/tfjs-core') as TfCore;
  const { Human } = require(folders.humanBundle) as { Human: new (config: object) => HumanInstance };
  const human = new Human(faceOnlyConfig({ maxFaces, tracking: true }));
  await human.load();
  await tf.ready();
  return {
    triangles: Uint16Array.from(human.faceTriangulation),
    async detect(rgb, width, height, tracking = true) {
      const image = tf.tensor3d(rgb, [height, width, 3], 'int32');
      const batch = tf.expandDims(image, 0);
      try {
        const { face } = await human.detect(
          batch,
          tracking ? undefined : { face: { detector: { skipFrames: 0 } } },
        );
        return face
          .filter((found) => found.mesh.length === MESH_POINTS)
          .map((found) => {
            const mesh = new Float32Array(MESH_POINTS * 2);
            found.mesh.forEach(([x, y], index) => {
              mesh[index * 2] = x;
              mesh[index * 2 + 1] = y;
            });
            return { box: found.box, score: found.score, mesh };
          });
      } finally {
        tf.dispose([image, batch]);
      }
    },
  };
}
