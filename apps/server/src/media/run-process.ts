// Runs the media tools (ffmpeg, ffprobe, espeak-ng) as child processes with a time limit and an abort signal, and
// collects their output. Arguments are passed as an array, never through a shell. A tool is SIGKILLed when its
// signal aborts (a job that ends, for any reason, aborts its signal) or its time runs out; on Linux it is started
// through util-linux's `setpriv --pdeathsig KILL`, so the kernel kills it when this process dies, even by SIGKILL,
// and a restarted server finds none of its predecessor's tools still running.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface ProcessResult {
  exitCode: number | null;
  stdout: Buffer;
  stderr: string;
}

export interface RunOptions {
  /** Killed (SIGKILL) after this many milliseconds. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Receives stdout chunks as they arrive instead of collecting them. */
  onStdout?: (chunk: Buffer) => void;
  /** Receives all of stderr as it arrives (the result's `stderr` keeps only its beginning and its end). */
  onStderr?: (text: string) => void;
  /** Written to stdin, which is then closed. */
  stdin?: string | Buffer;
  /** Collected stdout beyond this many bytes kills the process (SIGKILL) and rejects with OutputLimitError. */
  maxStdoutBytes?: number;
}

/** The tool wrote more than `maxStdoutBytes`; it was stopped there. */
export class OutputLimitError extends Error {
  constructor(command: string) {
    super(`${command} wrote more than it was allowed to and was stopped`);
    this.name = 'OutputLimitError';
  }
}

export class ProcessAbortedError extends Error {
  constructor(command: string) {
    super(`${command} was stopped`);
    this.name = 'ProcessAbortedError';
  }
}

const MAX_STDERR_CHARS = 200_000;
const HALF_KEPT = MAX_STDERR_CHARS / 2;

/**
 * A tool's stderr up to MAX_STDERR_CHARS: its first half (the banner, the streams) and its last half (where the
 * error that stopped it is), with a marker where the middle was left out.
 */
class StderrKeeper {
  private head = '';
  private tail = '';
  private droppedMiddle = false;

  push(text: string): void {
    const toHead = Math.max(0, HALF_KEPT - this.head.length);
    this.head += text.slice(0, toHead);
    this.tail += text.slice(toHead);
    // Trimmed now and then, not at every line, so a chatty tool costs no more than a quiet one.
    if (this.tail.length > 2 * HALF_KEPT) this.trimTail();
  }

  text(): string {
    this.trimTail();
    return this.droppedMiddle ? `${this.head}\n[…]\n${this.tail}` : this.head + this.tail;
  }

  private trimTail(): void {
    if (this.tail.length <= HALF_KEPT) return;
    this.tail = this.tail.slice(-HALF_KEPT);
    this.droppedMiddle = true;
  }
}

let parentDeathWrapper: string[] | null | undefined;

/**
 * Starts a tool with piped stdio, through `setpriv --pdeathsig KILL --` when this system has it (checked once; else
 * directly), so it cannot outlive this process. For callers that drive a tool's pipes themselves.
 */
export function spawnTool(command: string, args: readonly string[]): ChildProcessWithoutNullStreams {
  if (parentDeathWrapper === undefined) {
    const wrapper = ['setpriv', '--pdeathsig', 'KILL', '--'];
    const probe = process.platform === 'linux' ? spawnSync(wrapper[0]!, [...wrapper.slice(1), 'true']) : null;
    parentDeathWrapper = probe?.status === 0 ? wrapper : null;
  }
  const [program, ...programArgs] = parentDeathWrapper
    ? [...parentDeathWrapper, command, ...args]
    : [command, ...args];
  return spawn(program!, programArgs, { stdio: ['pipe', 'pipe', 'pipe'] });
}

export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ProcessAbortedError(command));
      return;
    }
    const child = spawnTool(command, args);
    const chunks: Buffer[] = [];
    let collected = 0;
    const stderr = new StderrKeeper();
    let settled = false;
    let timedOut = false;
    const finish = (error: Error | null, result?: ProcessResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(result!);
    };
    const onAbort = () => {
      child.kill('SIGKILL');
      finish(new ProcessAbortedError(command));
    };
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs)
      : undefined;
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) return options.onStdout(chunk);
      collected += chunk.length;
      if (options.maxStdoutBytes !== undefined && collected > options.maxStdoutBytes) {
        child.kill('SIGKILL');
        finish(new OutputLimitError(command));
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr.push(text);
      options.onStderr?.(text);
    });
    child.stdin.on('error', () => {
      // The tool may exit before reading its input (e.g. on a bad file); its exit code tells the story.
    });
    child.once('error', (error) => finish(error));
    child.once('close', (exitCode) => {
      if (timedOut) finish(new Error(`${command} took too long and was stopped`));
      else finish(null, { exitCode, stdout: Buffer.concat(chunks), stderr: stderr.text() });
    });
    if (options.stdin !== undefined) child.stdin.end(options.stdin);
    else child.stdin.end();
  });
}
