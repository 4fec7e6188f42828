// How long a video really plays, measured from its packets rather than its header: ffprobe lists the timestamp and
// duration of every packet of the streams we keep (demuxing only, no decoding), and the span from the first packet
// to the end of the last is the real length — also for a file that states no duration (a browser's WebM) or states
// a false one. The longest stretch with no packet in any of those streams tells real content from a few frames
// spread over hours (damage or forged timestamps), which a constant-frame-rate transcode would turn into hours of
// repeated frames.
import { mediaTools } from './media-tools';
import { runProcess } from './run-process';

/** A longer stretch with neither picture nor sound is not content but a damaged (or forged) timeline. */
export const MAX_PACKET_GAP_SECONDS = 60;
/** More packets than any video we take can hold (30 minutes at 120 fps with sound is ~300,000): not read further. */
const MAX_PACKETS = 1_000_000;
const PROBE_TIMEOUT_MS = 60_000;

export interface PacketTimeline {
  /** From the first packet's start to the last packet's end, in seconds. */
  lengthSeconds: number;
  /** The longest stretch between packets (of any of the streams measured), in seconds. */
  longestGapSeconds: number;
  packets: number;
}

/**
 * Measures the packets of `streamIndexes` (ffprobe's stream indexes). Null when they hold no timed packet or more
 * than any real video, or when ffprobe cannot read the file through: damage either way.
 */
export async function measurePackets(
  path: string,
  streamIndexes: readonly number[],
  signal?: AbortSignal,
): Promise<PacketTimeline | null> {
  const wanted = new Set(streamIndexes);
  const spans: [number, number][] = [];
  let packets = 0;
  let pending = '';
  const stopper = new AbortController();
  const stop = AbortSignal.any([stopper.signal, ...(signal ? [signal] : [])]);
  /** Takes one line of ffprobe's; false once there are too many packets. */
  const readLine = (line: string): boolean => {
    const fields = new Map(line.split('|').map((pair) => pair.split('=') as [string, string]));
    if (!wanted.has(Number(fields.get('stream_index')))) return true;
    packets += 1;
    const start = seconds(fields.get('pts_time')) ?? seconds(fields.get('dts_time'));
    if (start !== null) spans.push([start, start + Math.max(0, seconds(fields.get('duration_time')) ?? 0)]);
    return packets <= MAX_PACKETS;
  };
  let result;
  try {
    result = await runProcess(
      mediaTools.ffprobe,
      [
        ...['-v', 'error', '-show_entries', 'packet=stream_index,pts_time,dts_time,duration_time'],
        ...['-of', 'compact=p=0', path],
      ],
      {
        timeoutMs: PROBE_TIMEOUT_MS,
        signal: stop,
        onStdout: (chunk) => {
          if (stopper.signal.aborted) return;
          const lines = (pending + chunk.toString('latin1')).split('\n');
          pending = lines.pop() ?? '';
          if (!lines.every(readLine)) stopper.abort();
        },
      },
    );
  } catch (error) {
    if (stopper.signal.aborted && !signal?.aborted) return null;
    throw error;
  }
  if (result.exitCode !== 0) return null;
  if (pending && !readLine(pending)) return null;
  if (spans.length === 0) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let end = spans[0]![1];
  let longestGap = 0;
  for (const [start, spanEnd] of spans) {
    longestGap = Math.max(longestGap, start - end);
    end = Math.max(end, spanEnd);
  }
  return { lengthSeconds: end - spans[0]![0], longestGapSeconds: longestGap, packets };
}

function seconds(value: string | undefined): number | null {
  if (value === undefined || value === 'N/A') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
