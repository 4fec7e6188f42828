// The face model loads from node_modules only: its loader's fetch serves the model and WASM folders and refuses any
// other address or file. And it finds the astronaut's face, with its mouth where a face's mouth is.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../../../media/run-process';
import { mediaTools } from '../../../media/media-tools';
import { ASTRONAUT_PORTRAIT } from '../test-support/talking-face';
import { meshPoint } from './face-mesh-points';
import { localFilesFetch, modelFolders } from './face-model';
import { FaceThreadClient } from './face-thread-client';

describe('the face model loader', () => {
  const folders = modelFolders();
  const fetchLocal = localFilesFetch([folders.models, folders.wasm]);

  it('serves the model files from node_modules', async () => {
    const answer = await fetchLocal(`file://${folders.models}/facemesh.json`);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { format?: string }).format).toBe('graph-model');
  });

  it('refuses the network and files outside its folders', async () => {
    await expect(fetchLocal('https://example.com/facemesh.json')).rejects.toThrow(/loads from disk only/);
    await expect(fetchLocal(`file://${folders.models}/../package.json`)).rejects.toThrow(/may not read/);
    expect(readFileSync(`${folders.models}/facemesh.bin`).length).toBeGreaterThan(1_000_000);
  });

  it('finds the one face of the astronaut portrait and its mouth below its eyes', async () => {
    const decoded = await runProcess(
      mediaTools.ffmpeg,
      ['-v', 'error', '-i', ASTRONAUT_PORTRAIT, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
      { timeoutMs: 30_000 },
    );
    const rgb = new Uint8Array(decoded.stdout);
    const thread = new FaceThreadClient();
    try {
      const faces = await thread.detect(rgb, 512, 512, false);
      expect(faces).toHaveLength(1);
      const [x, y, width] = faces[0]!.box;
      expect(x).toBeGreaterThan(120);
      expect(x + width).toBeLessThan(320);
      expect(y).toBeLessThan(120);
      const mouth = meshPoint(faces[0]!.mesh, 13);
      const eye = meshPoint(faces[0]!.mesh, 33);
      expect(mouth.y - eye.y).toBeGreaterThan(20);
    } finally {
      await thread.close();
    }
  });
});
