// The speech-test store's overall cap on live references: the per-IP limits do not bound many addresses, so past
// the cap no reference is stored until older ones expire.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SpeechTestStore } from './speech-test-store';

describe('SpeechTestStore reference cap', () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('has room below the cap, none at it, and room again once references expire', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'speech-test-store-'));
    let now = 1_000;
    const store = new SpeechTestStore(dataDir, { lifetimeMs: 60_000, now: () => now, maxReferences: 2 });
    await store.open();
    const upload = async () => {
      const temp = join(dataDir!, `upload-${now}-${Math.random()}.wav`);
      await writeFile(temp, 'RIFF');
      return store.addReference(temp, 'wav', 2, 4);
    };
    expect(store.hasRoomForReference()).toBe(true);
    await upload();
    expect(store.hasRoomForReference()).toBe(true);
    await upload();
    expect(store.hasRoomForReference()).toBe(false);
    now += 60_000;
    expect(store.hasRoomForReference()).toBe(true);
  });
});
