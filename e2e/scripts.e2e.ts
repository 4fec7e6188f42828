// The plain-Node pieces behind `npm start`, `npm test` and the e2e harness: Node version check,
// when npm dependencies need installing, the prerequisites list and the invitation-line parser.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingPrerequisites, runtimePrerequisites, testPrerequisites } from '../scripts/prerequisites.mjs';
import { dependencyInstallReason, isNodeVersionSupported } from '../scripts/setup.mjs';
import { findFreePort, parseInvitation } from './support/server';

describe('isNodeVersionSupported', () => {
  it('accepts 20.19.0 and newer', () => {
    expect(isNodeVersionSupported('v20.19.0')).toBe(true);
    expect(isNodeVersionSupported('v20.20.2')).toBe(true);
    expect(isNodeVersionSupported('22.1.0')).toBe(true);
  });
  it('refuses older versions', () => {
    expect(isNodeVersionSupported('v20.18.3')).toBe(false);
    expect(isNodeVersionSupported('v18.20.0')).toBe(false);
  });
});

describe('dependencyInstallReason', () => {
  let root: string | undefined;
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('says missing without node_modules, stale when package-lock.json is newer, null when current', async () => {
    root = await mkdtemp(join(tmpdir(), 'twin-deps-'));
    await writeFile(join(root, 'package-lock.json'), '{}');
    expect(dependencyInstallReason(root)).toBe('missing');

    await mkdir(join(root, 'node_modules'));
    const hiddenLock = join(root, 'node_modules', '.package-lock.json');
    await writeFile(hiddenLock, '{}');
    await utimes(join(root, 'package-lock.json'), new Date(2_000_000_000_000), new Date(2_000_000_000_000));
    await utimes(hiddenLock, new Date(1_900_000_000_000), new Date(1_900_000_000_000));
    expect(dependencyInstallReason(root)).toBe('stale');

    await utimes(hiddenLock, new Date(2_000_000_001_000), new Date(2_000_000_001_000));
    expect(dependencyInstallReason(root)).toBeNull();
  });
});

describe('prerequisites', () => {
  it('lists ffmpeg, espeak-ng, pocketsphinx (English model) and apertium (with its pairs) for running, and chromium and postgresql on top for testing', () => {
    const running = [
      'ffmpeg',
      'espeak-ng',
      'pocketsphinx',
      'pocketsphinx-en-us',
      'apertium',
      'apertium-eng-spa',
      'apertium-fr-es',
      'apertium-es-pt',
      'apertium-dan-nor',
    ];
    expect(runtimePrerequisites.map((item) => item.debianPackage)).toEqual(running);
    expect(testPrerequisites.map((item) => item.debianPackage)).toEqual([
      ...running,
      'chromium',
      'postgresql',
      'python3-skimage',
    ]);
  });
  it('finds every test prerequisite on this machine (npm test installs them)', () => {
    expect(missingPrerequisites(testPrerequisites)).toEqual([]);
  });
  it('reports a prerequisite whose command does not exist', () => {
    const fake = { debianPackage: 'no-such-package', commands: ['no-such-command-twin'], purpose: 'test' };
    expect(missingPrerequisites([fake])).toEqual([fake]);
  });
  it('reports a data package whose files are not installed', () => {
    const fake = {
      debianPackage: 'no-such-data',
      commands: [],
      files: ['/no/such/file.mode'],
      purpose: 'test',
    };
    expect(missingPrerequisites([fake])).toEqual([fake]);
  });
});

describe('local server helpers', () => {
  it('parses the invitation line', () => {
    const text = 'listening\nInvitation: http://localhost:8080/signup?code=ABC-123\n';
    expect(parseInvitation(text)).toEqual({
      url: 'http://localhost:8080/signup?code=ABC-123',
      code: 'ABC-123',
    });
    expect(parseInvitation('no invitation here')).toBeNull();
  });
  it('finds a free port', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65_536);
  });
});
