// Raw video frames through ffmpeg pipes: a decoder that hands over one whole frame at a time (reading pauses while
// the frame is worked on) and an encoder that takes frames on its stdin with backpressure. Aborting kills ffmpeg
// (SIGKILL) at once; a failed ffmpeg rejects with the end of what it wrote to stderr.
import { mediaTools } from './media-tools';
import { ProcessAbortedError, spawnTool } from './run-process';

const STDERR_KEPT = 4000;

export class RawVideoError extends Error {
  constructor(
    readonly step: string,
    readonly stderr: string,
  ) {
    super(`ffmpeg (${step}) failed: ${stderr.slice(-STDERR_KEPT)}`);
    this.name = 'RawVideoError';
  }
}

function startFfmpeg(args: readonly string[], signal: AbortSignal) {
  const child = spawnTool(mediaTools.ffmpeg, ['-hide_banner', '-nostdin', '-v', 'error', ...args]);
  let stderr = '';
  // Decoded as a stream (as runProcess does), so a character split across two chunks stays whole.
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEPT);
  });
  const kill = () => child.kill('SIGKILL');
  signal.addEventListener('abort', kill, { once: true });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  }).finally(() => signal.removeEventListener('abort', kill));
  return { child, exited, stderr: () => stderr };
}

export interface DecodeFramesOptions {
  /** ffmpeg's arguments up to (not including) the output: inputs, -vf, -frames:v... */
  inputArgs: readonly string[];
  pixelFormat: 'rgb24' | 'yuv420p';
  /** Bytes of one frame in `pixelFormat` at the output size. */
  frameBytes: number;
  signal: AbortSignal;
  /** Called with each frame (a buffer of its own, free to transfer); decoding waits for it. */
  onFrame: (frame: Uint8Array, index: number) => Promise<void> | void;
  step: string;
}

/** Decodes every frame and resolves with how many there were. */
export async function decodeFrames(options: DecodeFramesOptions): Promise<number> {
  const { signal, frameBytes } = options;
  if (signal.aborted) throw new ProcessAbortedError('ffmpeg');
  const { child, exited, stderr } = startFfmpeg(
    [...options.inputArgs, '-f', 'rawvideo', '-pix_fmt', options.pixelFormat, 'pipe:1'],
    signal,
  );
  let frame = new Uint8Array(frameBytes);
  let filled = 0;
  let index = 0;
  let failure: unknown = null;
  let work = Promise.resolve();
  child.stdout.on('data', (chunk: Buffer) => {
    let offset = 0;
    while (offset < chunk.length) {
      const take = Math.min(frameBytes - filled, chunk.length - offset);
      frame.set(chunk.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === frameBytes) {
        const whole = frame;
        const number = index++;
        frame = new Uint8Array(frameBytes);
        filled = 0;
        child.stdout.pause();
        work = work
          .then(() => (failure ? undefined : options.onFrame(whole, number)))
          .catch((error: unknown) => {
            failure ??= error;
            child.kill('SIGKILL');
          })
          .finally(() => child.stdout.resume());
      }
    }
  });
  const code = await exited;
  await work;
  if (failure) throw failure;
  if (signal.aborted) throw new ProcessAbortedError('ffmpeg');
  if (code !== 0) throw new RawVideoError(options.step, stderr());
  return index;
}

export interface FrameEncoder {
  /** Queues one frame; resolves when ffmpeg can take more. */
  write(frame: Uint8Array): Promise<void>;
  /** Closes the input and waits for ffmpeg to finish the file. */
  finish(): Promise<void>;
}

/**
 * An ffmpeg reading raw frames from stdin: `args` are everything after `-f rawvideo -pix_fmt … -s WxH -r fps -i
 * pipe:0` (more inputs, maps, codecs, the output path).
 */
export function encodeFrames(options: {
  pixelFormat: 'rgb24' | 'yuv420p';
  width: number;
  height: number;
  frameRate: string;
  args: readonly string[];
  signal: AbortSignal;
  step: string;
}): FrameEncoder {
  const { child, exited, stderr } = startFfmpeg(
    [
      '-f',
      'rawvideo',
      '-pix_fmt',
      options.pixelFormat,
      '-s',
      `${options.width}x${options.height}`,
      '-r',
      options.frameRate,
      '-i',
      'pipe:0',
      ...options.args,
    ],
    options.signal,
  );
  let broken: Error | null = null;
  child.stdin.on('error', (error) => {
    broken ??= error;
  });
  const failed = async (): Promise<never> => {
    const code = await exited;
    if (options.signal.aborted) throw new ProcessAbortedError('ffmpeg');
    throw new RawVideoError(options.step, `${stderr()} (exit ${code}${broken ? `, ${broken.message}` : ''})`);
  };
  return {
    async write(frame) {
      if (options.signal.aborted) throw new ProcessAbortedError('ffmpeg');
      if (broken || child.stdin.destroyed) return failed();
      if (!child.stdin.write(frame)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            child.stdin.off('drain', done);
            child.stdin.off('close', done);
            resolve();
          };
          child.stdin.on('drain', done);
          child.stdin.on('close', done);
        });
      }
    },
    async finish() {
      child.stdin.end();
      const code = await exited;
      if (options.signal.aborted) throw new ProcessAbortedError('ffmpeg');
      if (code !== 0) throw new RawVideoError(options.step, stderr());
    },
  };
}
