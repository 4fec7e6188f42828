// The calibration cache: a restarted engine reuses what an earlier one measured (same espeak-ng version), measures
// anew for another version, and shrugs off a damaged file; the engine writes what it measured and uses what it read.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EspeakCalibration } from './espeak-calibration';
import { espeakVersion, fileCalibrationCache, type CalibrationCache } from './espeak-calibration-cache';
import { EspeakSpeechEngine } from './espeak-engine';

const dir = mkdtempSync(join(tmpdir(), 'twin-calibration-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshFile = () => join(dir, `cache-${++files}`, 'espeak-calibration.json');

const calibration: EspeakCalibration = {
  pitch: [
    { setting: 0, measured: 80 },
    { setting: 99, measured: 210 },
  ],
  rate: [
    { setting: 80, measured: 2.1 },
    { setting: 250, measured: 6.4 },
  ],
  defaultRelativeVariation: 0.12,
};
const version = (line: string) => () => Promise.resolve(line);

describe('fileCalibrationCache', () => {
  it('gives a later cache on the same file what an earlier one wrote, per voice', async () => {
    const file = freshFile();
    await fileCalibrationCache(file, version('1.51')).write('en-us', calibration);
    const restarted = fileCalibrationCache(file, version('1.51'));
    expect(await restarted.read('en-us')).toEqual(calibration);
    expect(await restarted.read('de')).toBeNull();
  });

  it('keeps both of two voices written at the same time', async () => {
    const file = freshFile();
    const cache = fileCalibrationCache(file, version('1.51'));
    const other = { ...calibration, defaultRelativeVariation: 0.2 };
    await Promise.all([cache.write('en-us', calibration), cache.write('de', other)]);
    const restarted = fileCalibrationCache(file, version('1.51'));
    expect(await restarted.read('en-us')).toEqual(calibration);
    expect(await restarted.read('de')).toEqual(other);
  });

  it('does not reuse a calibration measured with another espeak-ng version', async () => {
    const file = freshFile();
    await fileCalibrationCache(file, version('1.51')).write('en-us', calibration);
    expect(await fileCalibrationCache(file, version('1.52')).read('en-us')).toBeNull();
  });

  it('ignores a damaged or malformed file and replaces it on the next write', async () => {
    const file = freshFile();
    const cache = fileCalibrationCache(file, version('1.51'));
    await cache.write('en-us', calibration);
    writeFileSync(file, '{"1.51|format 1|en-us": {"pitch": "high"');
    expect(await cache.read('en-us')).toBeNull();
    writeFileSync(
      file,
      JSON.stringify({ '1.51|format 1|en-us': { pitch: [], rate: [], defaultRelativeVariation: -1 } }),
    );
    expect(await cache.read('en-us')).toBeNull();
    await cache.write('en-us', calibration);
    expect(await fileCalibrationCache(file, version('1.51')).read('en-us')).toEqual(calibration);
  });

  it('reads the installed espeak-ng version line', async () => {
    expect(await espeakVersion()).toMatch(/eSpeak NG.*\d+\.\d+/);
  });
});

describe('EspeakSpeechEngine with a calibration cache', () => {
  function recordingCache(stored: EspeakCalibration | null) {
    const written: Array<[string, EspeakCalibration]> = [];
    const cache: CalibrationCache = {
      read: () => Promise.resolve(stored),
      write: (voice, value) => {
        written.push([voice, value]);
        return Promise.resolve();
      },
    };
    return { cache, written };
  }

  it('uses a cached calibration without measuring or writing', async () => {
    const { cache, written } = recordingCache(calibration);
    const engine = new EspeakSpeechEngine(cache);
    expect(await engine.calibration('en-us')).toEqual(calibration);
    expect(written).toEqual([]);
  });

  it('measures espeak-ng when nothing is cached and stores the measurement', async () => {
    const { cache, written } = recordingCache(null);
    const engine = new EspeakSpeechEngine(cache);
    const measured = await engine.calibration('en-us');
    expect(measured.pitch.length).toBeGreaterThanOrEqual(3);
    expect(written).toEqual([['en-us', measured]]);
  });

  it('writes the cache file a restarted server then reads', async () => {
    const file = freshFile();
    const first = new EspeakSpeechEngine(fileCalibrationCache(file));
    const measured = await first.calibration('en-us');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual([expect.stringMatching(/eSpeak NG.*\|format 1\|en-us$/)]);
    const restarted = new EspeakSpeechEngine(fileCalibrationCache(file));
    expect(await restarted.calibration('en-us')).toEqual(measured);
  });
});
