// The payload's error-correcting code: a rate-1/3, constraint-7 convolutional code with soft Viterbi decoding.

const CONSTRAINT = 7;
const STATES = 1 << (CONSTRAINT - 1);
const GENERATORS = [0o133, 0o171, 0o165] as const;

export const PAYLOAD_BITS = 32;
export const CODE_RATE_INVERSE = GENERATORS.length;
/** Coded bits for one payload: (32 payload bits + 6 tail bits) × 3. */
export const CODED_BITS = (PAYLOAD_BITS + CONSTRAINT - 1) * CODE_RATE_INVERSE;

function parity(value: number): number {
  let v = value;
  v ^= v >>> 16;
  v ^= v >>> 8;
  v ^= v >>> 4;
  v ^= v >>> 2;
  v ^= v >>> 1;
  return v & 1;
}

/** Output bits (one per generator, packed low bit first) for each (state, input bit): index state * 2 + bit. */
const outputs = new Uint8Array(STATES * 2);
for (let state = 0; state < STATES; state++) {
  for (let bit = 0; bit < 2; bit++) {
    const register = (bit << (CONSTRAINT - 1)) | state;
    let packed = 0;
    GENERATORS.forEach((generator, g) => (packed |= parity(register & generator) << g));
    outputs[state * 2 + bit] = packed;
  }
}

function payloadBit(payload: number, index: number): number {
  return (payload >>> (PAYLOAD_BITS - 1 - index)) & 1;
}

/** The coded bits as ±1 (bit 1 → +1), most significant payload bit first. */
export function encodePayload(payload: number): Int8Array {
  const coded = new Int8Array(CODED_BITS);
  let state = 0;
  for (let step = 0; step < PAYLOAD_BITS + CONSTRAINT - 1; step++) {
    const bit = step < PAYLOAD_BITS ? payloadBit(payload, step) : 0;
    const packed = outputs[state * 2 + bit]!;
    for (let g = 0; g < CODE_RATE_INVERSE; g++)
      coded[step * CODE_RATE_INVERSE + g] = (packed >> g) & 1 ? 1 : -1;
    state = (state >> 1) | (bit << (CONSTRAINT - 2));
  }
  return coded;
}

const STEPS = PAYLOAD_BITS + CONSTRAINT - 1;
// Scratch space for the decoder (it runs thousands of times per detection).
const branchGain = new Float64Array(1 << CODE_RATE_INVERSE);
const decisions = new Uint8Array(STEPS * STATES);
const metricA = new Float64Array(STATES);
const metricB = new Float64Array(STATES);

/**
 * The payload whose codeword has the largest correlation Σ coded[i]·soft[i] with the soft values (positive soft
 * values vote for bit 1): the maximum-likelihood codeword under Gaussian noise.
 */
export function decodePayload(soft: Float64Array): number {
  if (soft.length !== CODED_BITS) throw new RangeError(`expected ${CODED_BITS} soft values`);
  let metric = metricA;
  let nextMetric = metricB;
  metric.fill(-Infinity);
  metric[0] = 0;
  for (let step = 0; step < STEPS; step++) {
    const base = step * CODE_RATE_INVERSE;
    for (let packed = 0; packed < branchGain.length; packed++) {
      let gain = 0;
      for (let g = 0; g < CODE_RATE_INVERSE; g++)
        gain += (packed >> g) & 1 ? soft[base + g]! : -soft[base + g]!;
      branchGain[packed] = gain;
    }
    // Each state t is reached from p = (t << 1) mod 64 and p | 1, shifting in the bit t >> 5.
    const reachable = step < PAYLOAD_BITS ? STATES : STATES / 2;
    for (let target = 0; target < STATES; target++) {
      if (target >= reachable) {
        nextMetric[target] = -Infinity;
        continue;
      }
      const bit = target >> (CONSTRAINT - 2);
      const low = (target << 1) & (STATES - 1);
      const viaLow = metric[low]! + branchGain[outputs[low * 2 + bit]!]!;
      const viaHigh = metric[low | 1]! + branchGain[outputs[(low | 1) * 2 + bit]!]!;
      const high = viaHigh > viaLow;
      nextMetric[target] = high ? viaHigh : viaLow;
      decisions[step * STATES + target] = high ? 1 : 0;
    }
    const swap = metric;
    metric = nextMetric;
    nextMetric = swap;
  }
  let state = 0;
  let payload = 0;
  for (let step = STEPS - 1; step >= 0; step--) {
    const bit = state >> (CONSTRAINT - 2);
    if (step < PAYLOAD_BITS) payload |= bit << (PAYLOAD_BITS - 1 - step);
    state = ((state << 1) & (STATES - 1)) | decisions[step * STATES + state]!;
  }
  return payload >>> 0;
}
