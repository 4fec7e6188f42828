// The watermark bench's entry, run with tsx by scripts/bench-watermark.mjs: measureWatermark() as one JSON line.
// Arguments: [clips (1–6, default 6)] [unmarked synthetic signals (default 500)].
import { measureWatermark } from './watermark-figures';

const clips = Number(process.argv[2] ?? 6);
const unmarkedSignals = Number(process.argv[3] ?? 500);
const figures = await measureWatermark({ clips, unmarkedSignals });
console.log(JSON.stringify(figures));
