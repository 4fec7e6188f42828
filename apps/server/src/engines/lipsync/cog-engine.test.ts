// Contract test of the HTTP lip-sync engine (LIPSYNC_URL) against a fake Cog predictor that answers as Cog's server
// does: our files go as data URLs in PUT /predictions/{id} with LatentSync's inputs (and the model's CodeFormer switch),
// the output comes back as a URL on the predictor's origin or as a data URL and is muxed with our audio; a failed
// prediction's error reaches the message; a time limit or an abort cancels the prediction; an output URL on another
// origin is refused unfetched; a predictor that is down, starting or busy is told apart.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe as group, expect, it } from 'vitest';
import { tempDir } from '../../test-support/test-server';
import { CogLipsyncEngine } from './cog-engine';
import {
  LipsyncAbortedError,
  LipsyncFailedError,
  LipsyncTimeoutError,
  LipsyncUnavailableError,
} from './lipsync-engine';
import { startFakeCogPredictor, type FakeCogPredictor } from './test-support/fake-cog-predictor';
import { describe, FPS, makeAudio, makeVideo } from './test-support/lipsync-media';

const dir = tempDir('twin-lipsync-cog-');
let fake: FakeCogPredictor;
let video: string;
let audio: string;
beforeAll(async () => {
  fake = await startFakeCogPredictor();
  [video, audio] = await Promise.all([makeVideo(dir, 'v3.mp4', 3), makeAudio(dir, 'a3.wav', 3)]);
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

let outputs = 0;
const outputPath = () => {
  const folder = join(dir, `out-${++outputs}`);
  mkdirSync(folder);
  return join(folder, 'result.mp4');
};

function reset(behaviour: FakeCogPredictor['behaviour']) {
  fake.behaviour = behaviour;
  fake.health = 'READY';
  fake.requests.length = 0;
  fake.predictions.length = 0;
  fake.cancels.length = 0;
}

const engine = (options: Partial<ConstructorParameters<typeof CogLipsyncEngine>[0]> = {}) =>
  new CogLipsyncEngine({ baseUrl: fake.url, timeoutMs: 30_000, ...options });

const run = (
  target: CogLipsyncEngine,
  output = outputPath(),
  overrides: { signal?: AbortSignal; useCodeformer?: boolean; audioPath?: string } = {},
) =>
  target.run({
    videoPath: video,
    audioPath: overrides.audioPath ?? audio,
    outputPath: output,
    useCodeformer: overrides.useCodeformer ?? true,
    signal: overrides.signal ?? new AbortController().signal,
  });

const dataUrlBytes = (value: unknown) => Buffer.from(String(value).split(',')[1]!, 'base64');

async function expectVideoOf(path: string, seconds: number) {
  const facts = await describe(path);
  expect(facts.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p' });
  expect(facts.audio).toMatchObject({ codec: 'aac', sampleRate: 44_100 });
  expect(Math.abs(facts.video!.seconds - seconds)).toBeLessThanOrEqual(1 / FPS + 1e-3);
  expect(Math.abs(facts.audio!.seconds - seconds)).toBeLessThan(0.05);
}

group('the Cog lip-sync engine', () => {
  it('sends our files as data URLs with LatentSync inputs and downloads a URL output from its own origin', async () => {
    reset('url');
    const output = outputPath();
    const target = engine();
    expect(target).toMatchObject({ name: 'http', movesMouth: true });
    const result = await run(target, output, { useCodeformer: true });
    expect(result.durationSeconds).toBeCloseTo(3, 2);
    await expectVideoOf(output, 3);

    expect(fake.predictions).toHaveLength(1);
    const [prediction] = fake.predictions;
    expect(prediction).toMatchObject({ method: 'PUT', prefer: undefined, dropped: [] });
    expect(prediction!.id).toMatch(/^[a-z2-7]{26}$/);
    expect(String(prediction!.input.video)).toMatch(/^data:video\/mp4;base64,/);
    expect(String(prediction!.input.audio)).toMatch(/^data:audio\/wav;base64,/);
    expect(dataUrlBytes(prediction!.input.video).equals(readFileSync(video))).toBe(true);
    expect(dataUrlBytes(prediction!.input.audio).equals(readFileSync(audio))).toBe(true);
    expect(prediction!.input).toMatchObject({
      guidance_scale: 1.5,
      inference_steps: 20,
      seed: 1247,
      enhance_face: true,
    });
    expect(fake.requests).toEqual([
      'GET /health-check',
      'GET /openapi.json',
      `PUT /predictions/${prediction!.id}`,
      `GET /files/${prediction!.id}.mp4`,
    ]);
    expect(readdirSync(join(output, '..'))).toEqual(['result.mp4']);
  });

  it('takes a data URL output, and passes useCodeformer=false through', async () => {
    reset('data-url');
    const output = outputPath();
    await run(engine(), output, { useCodeformer: false });
    await expectVideoOf(output, 3);
    expect(fake.predictions[0]!.input.enhance_face).toBe(false);
    expect(fake.requests.filter((request) => request.startsWith('GET /files'))).toEqual([]);
  });

  it('sends no CodeFormer switch to a model without one, and holds the last frame when the model video is short', async () => {
    const plain = await startFakeCogPredictor({ codeformerInput: null });
    plain.behaviour = 'data-url';
    try {
      const longer = await makeAudio(dir, 'a4.wav', 4);
      const output = outputPath();
      const result = await run(new CogLipsyncEngine({ baseUrl: plain.url }), output, { audioPath: longer });
      expect(result.durationSeconds).toBeCloseTo(4, 2);
      await expectVideoOf(output, 4);
      expect(Object.keys(plain.predictions[0]!.input).sort()).toEqual([
        'audio',
        'guidance_scale',
        'inference_steps',
        'seed',
        'video',
      ]);
      expect(plain.predictions[0]!.dropped).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('surfaces a failed prediction’s error', async () => {
    reset('fail');
    const output = outputPath();
    const failure = run(engine(), output);
    await expect(failure).rejects.toBeInstanceOf(LipsyncFailedError);
    await expect(failure).rejects.toThrow(/could not make this video: CUDA out of memory/);
    expect(readdirSync(join(output, '..'))).toEqual([]);
  });

  it('cancels the prediction when the time limit passes, and the predictor is free again', async () => {
    reset('hang');
    const output = outputPath();
    // Long enough for the inputs to be read first on a busy machine, so the limit passes during the prediction.
    const late = run(engine({ timeoutMs: 5_000 }), output);
    await expect(late).rejects.toBeInstanceOf(LipsyncTimeoutError);
    await expect(late).rejects.toThrow(/took longer than .* so the video was canceled/);
    const id = fake.predictions[0]!.id;
    expect(fake.cancels).toEqual([id]);
    expect(fake.requests).toContain(`POST /predictions/${id}/cancel`);
    expect(readdirSync(join(output, '..'))).toEqual([]);
    reset('data-url');
    await run(engine()); // the slot was given back
  });

  it('cancels the prediction when the caller aborts', async () => {
    reset('hang');
    const controller = new AbortController();
    const stopped = run(engine(), outputPath(), { signal: controller.signal });
    await expect.poll(() => fake.predictions.length).toBe(1);
    controller.abort();
    await expect(stopped).rejects.toBeInstanceOf(LipsyncAbortedError);
    expect(fake.cancels).toEqual([fake.predictions[0]!.id]);
  });

  it('refuses an output URL on another origin without fetching it', async () => {
    const hits: string[] = [];
    const elsewhere = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end('not for you');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    try {
      reset('foreign-url');
      // Same host, another port: another origin.
      fake.foreignUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/out.mp4`;
      const refused = run(engine());
      await expect(refused).rejects.toBeInstanceOf(LipsyncFailedError);
      await expect(refused).rejects.toThrow(/another server \(127\.0\.0\.1:\d+\), which is not fetched/);
      expect(hits).toEqual([]);
    } finally {
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });

  it('tells a predictor that is down, starting or busy apart', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = run(new CogLipsyncEngine({ baseUrl: `http://127.0.0.1:${port}` }));
    await expect(down).rejects.toBeInstanceOf(LipsyncUnavailableError);
    await expect(down).rejects.toThrow(/^The lip-sync server is not answering/);

    reset('url');
    fake.health = 'STARTING';
    await expect(run(engine())).rejects.toThrow(/is still starting/);
    expect(fake.predictions).toEqual([]);

    reset('hang');
    const other = await fetch(`${fake.url}/predictions/someoneelse`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', prefer: 'respond-async' },
      body: JSON.stringify({
        input: { video: 'data:video/mp4;base64,AA==', audio: 'data:audio/wav;base64,AA==' },
      }),
    });
    expect(other.status).toBe(202);
    const busy = run(engine());
    await expect(busy).rejects.toBeInstanceOf(LipsyncUnavailableError);
    await expect(busy).rejects.toThrow(/is busy with another video/);
    expect((await fetch(`${fake.url}/predictions/someoneelse/cancel`, { method: 'POST' })).status).toBe(200);
  });
});
