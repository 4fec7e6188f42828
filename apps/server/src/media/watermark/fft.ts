// An in-place iterative radix-2 complex FFT (Cooley–Tukey) with cached twiddle and bit-reversal tables per size.

interface FftTables {
  cos: Float64Array;
  sin: Float64Array;
  reverse: Uint32Array;
}

const tablesBySize = new Map<number, FftTables>();

function tablesFor(size: number): FftTables {
  const cached = tablesBySize.get(size);
  if (cached) return cached;
  if (size < 2 || (size & (size - 1)) !== 0)
    throw new RangeError(`FFT size must be a power of two (got ${size})`);
  const half = size / 2;
  const cos = new Float64Array(half);
  const sin = new Float64Array(half);
  for (let k = 0; k < half; k++) {
    cos[k] = Math.cos((2 * Math.PI * k) / size);
    sin[k] = Math.sin((2 * Math.PI * k) / size);
  }
  const bits = Math.log2(size);
  const reverse = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reverse[i] = r;
  }
  const tables = { cos, sin, reverse };
  tablesBySize.set(size, tables);
  return tables;
}

/**
 * Transforms (re, im) in place: X[k] = Σ x[n]·e^(∓2πikn/N), the minus sign forward. The inverse is scaled by 1/N,
 * so inverse(forward(x)) = x.
 */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const size = re.length;
  if (im.length !== size) throw new RangeError('FFT real and imaginary parts differ in length');
  const { cos, sin, reverse } = tablesFor(size);
  for (let i = 0; i < size; i++) {
    const j = reverse[i]!;
    if (j > i) {
      const tr = re[i]!;
      re[i] = re[j]!;
      re[j] = tr;
      const ti = im[i]!;
      im[i] = im[j]!;
      im[j] = ti;
    }
  }
  const sign = inverse ? 1 : -1;
  for (let span = 1; span < size; span *= 2) {
    const step = size / (2 * span);
    for (let start = 0; start < size; start += 2 * span) {
      for (let k = 0; k < span; k++) {
        const wr = cos[k * step]!;
        const wi = sign * sin[k * step]!;
        const a = start + k;
        const b = a + span;
        const br = re[b]! * wr - im[b]! * wi;
        const bi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - br;
        im[b] = im[a]! - bi;
        re[a] = re[a]! + br;
        im[a] = im[a]! + bi;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < size; i++) {
      re[i] = re[i]! / size;
      im[i] = im[i]! / size;
    }
  }
}
