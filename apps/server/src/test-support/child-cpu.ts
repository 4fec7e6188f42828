// Test support: the CPU time (user + system, in seconds) this process's child processes have used — those already
// ended (the kernel adds them to this process's own counters once reaped) and those still running (each one's
// /proc/<pid>/stat, with its own children) — so a test can bound the work a request caused in the tools it ran
// (ffmpeg, ffprobe). Linux only (/proc).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …]; null when the process is gone. */
function statFields(pid: number | 'self'): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime, stime (the process's own) and cutime, cstime (its reaped children's), in clock ticks. */
function ticks(fields: string[], withChildren: boolean): number {
  // Field n of stat(5) is fields[n - 3]: utime 14, stime 15, cutime 16, cstime 17.
  const own = Number(fields[11]) + Number(fields[12]);
  return withChildren ? own + Number(fields[13]) + Number(fields[14]) : own;
}

function childrenOf(pid: number | 'self'): number[] {
  const found: number[] = [];
  let threads: string[] = [];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const thread of threads) {
    try {
      const list = readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').trim();
      if (list) found.push(...list.split(/\s+/).map(Number));
    } catch {
      // the thread ended meanwhile
    }
  }
  return found;
}

/** CPU seconds used so far by every child of this process, ended or running (and theirs). */
export function childCpuSeconds(): number {
  const self = statFields('self');
  let total = self ? Number(self[13]) + Number(self[14]) : 0;
  const visit = (pid: number) => {
    const fields = statFields(pid);
    if (!fields) return;
    total += ticks(fields, true);
    for (const child of childrenOf(pid)) visit(child);
  };
  for (const child of childrenOf('self')) visit(child);
  return total / ticksPerSecond;
}
