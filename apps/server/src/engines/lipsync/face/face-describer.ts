// Describes the faces in an RGB frame for telling people apart: BlazeFace and the face mesh find each face, and
// @vladmandic/human's face description model (`faceres`, shipped in the package's models/ folder) gives each a
// 1024-number descriptor. Loaded from node_modules only, through the same refusing fetch as face-model.ts. Meant to
// run on the face thread (face-thread.ts), beside the lip-sync face model.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { faceOnlyConfig, localFilesFetch, modelFolders } from './face-model';

/** One face found in a frame: its box in the frame's pixels, the detector's confidence and its descriptor. */
export interface DescribedFace {
  box: [x: number, y: number, width: number, height: number];
  score: number;
  descriptor: Float32Array;
}

export interface FaceDescriber {
  describe(rgb: Uint8Array, width: number, height: number): Promise<DescribedFace[]>;
}

/** The model files the describer may read (besides the WASM binaries): the detector, the mesh and faceres. */
const DESCRIBER_MODELS = ['blazeface', 'facemesh', 'faceres'];

const require = createRequire(import.meta.url);

interface HumanFace {
  box: [number, number, number, number];
  score: number;
  embedding?: number[];
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: unknown): Promise<{ face: HumanFace[] }>;
}
interface TfCore {
  ready(): Promise<void>;
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
  expandDims(tensor: unknown, axis: number): { dispose(): void };
  dispose(tensor: unknown): void;
}

/** A fetch for the WASM folder and the describer's model files only; every other file or address is refused. */
export function describerFetch(): typeof fetch {
  const folders = modelFolders();
  const wasm = localFilesFetch([folders.wasm]);
  const models = localFilesFetch([folders.models]);
  const allowed = new Set(
    DESCRIBER_MODELS.flatMap((name) => [`${name}.json`, `${name}.bin`]).map(
      (file) => pathToFileURL(`${folders.models}/${file}`).href,
    ),
  );
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (allowed.has(url)) return models(url, init);
    return wasm(input, init);
  };
}

/** Loads the detector, the mesh and faceres once; `maxFaces` bounds how many faces one frame reports. */
export async function loadFaceDescriber({
  maxFaces = 3,
}: { maxFaces?: number } = {}): Promise<FaceDescriber> {
  const folders = modelFolders();
  globalThis.fetch = describerFetch();
  const tf = require('@tensorflow/tfjs-core') as TfCore;
  const { Human } = require(folders.humanBundle) as { Human: new (config: object) => HumanInstance };
  const human = new Human(faceOnlyConfig({ maxFaces, tracking: false, describe: true }));
  await human.load();
  await tf.ready();
  return {
    async describe(rgb, width, height) {
      const image = tf.tensor3d(rgb, [height, width, 3], 'int32');
      const batch = tf.expandDims(image, 0);
      try {
        const { face } = await human.detect(batch);
        return face
          .filter((found) => (found.embedding?.length ?? 0) > 0)
          .map((found) => ({
            box: found.box,
            score: found.score,
            descriptor: Float32Array.from(found.embedding!),
          }));
      } finally {
        tf.dispose([image, batch]);
      }
    },
  };
}
