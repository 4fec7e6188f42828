// The 32-bit watermark payload: 24 bits of SHA-256(clip id) and a CRC-8 of them that noise rarely passes.
import { createHash } from 'node:crypto';

/** CRC-8 (polynomial x^8 + x^2 + x + 1, 0x07, initial value 0) over the low 24 bits, most significant byte first. */
export function crc8OfId24(id24: number): number {
  let crc = 0;
  for (const shift of [16, 8, 0]) {
    crc ^= (id24 >>> shift) & 0xff;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** The first 24 bits of SHA-256(clipId). */
export function clipId24(clipId: string): number {
  const digest = createHash('sha256').update(clipId, 'utf8').digest();
  return (digest[0]! << 16) | (digest[1]! << 8) | digest[2]!;
}

/** The payload embedded for a clip: its 24-bit id in the high bits, the CRC-8 in the low 8 (unsigned). */
export function payloadForClip(clipId: string): number {
  const id24 = clipId24(clipId);
  return ((id24 << 8) | crc8OfId24(id24)) >>> 0;
}

/** True when the low 8 bits are the CRC-8 of the high 24 (a payload that could have been embedded). */
export function payloadCheckPasses(payload: number): boolean {
  if (!Number.isInteger(payload) || payload < 0 || payload > 0xffff_ffff) return false;
  return crc8OfId24(payload >>> 8) === (payload & 0xff);
}

/** True when the payload is the one embedded for this clip id. */
export function payloadMatchesClip(payload: number, clipId: string): boolean {
  return payload === payloadForClip(clipId);
}
