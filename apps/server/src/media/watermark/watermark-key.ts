// The server's secret watermark key: 32 random bytes in DATA_DIR/watermark-key (0600), made once if missing.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const WATERMARK_KEY_BYTES = 32;

export class WatermarkKeyError extends Error {}

function readKey(file: string): Buffer {
  const key = readFileSync(file);
  if (key.length !== WATERMARK_KEY_BYTES) {
    // Never replaced silently: a new key would make every mark made so far unreadable.
    throw new WatermarkKeyError(`${file} should hold ${WATERMARK_KEY_BYTES} bytes but holds ${key.length}`);
  }
  return key;
}

export function loadOrCreateWatermarkKey(dataDir: string): Buffer {
  const file = join(dataDir, 'watermark-key');
  if (existsSync(file)) return readKey(file);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(WATERMARK_KEY_BYTES);
  try {
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (the worker, say) created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKey(file);
    throw error;
  }
  return key;
}
