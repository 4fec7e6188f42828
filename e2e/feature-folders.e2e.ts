// One name per feature: each feature the README lists under its `git ls-files | grep <feature>` promise keeps its
// workflows inside its own folder, so no package has a top-level folder named like a part of a feature
// (`packages/machines/src/pro-clone` instead of `create-voice/pro-clone`). Plain reads of the checkout; no build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/local-server.mjs';

/** The folders that hold one folder per feature, in every layer. */
const FEATURE_ROOTS = [
  'packages/machines/src',
  'packages/api-client/src',
  'packages/ui/src/features',
  'apps/studio/src/features',
  'apps/server/src',
];

/** Sub-folder names every feature may have that are not workflows of their own. */
const NOT_A_PART = new Set(['shared', 'testing', 'test-support', 'bench', 'page', 'form']);

function trackedFiles(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...patterns], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

/** The features the README names in "taken from the route (`auth`, `account`, ...), so `git ls-files | grep`". */
function readmeFeatures(readme: string): string[] {
  const flat = readme.replace(/\s+/g, ' ');
  const list = /from the route \(([^)]*)\),? so `git ls-files \| grep/.exec(flat)?.[1] ?? '';
  return [...list.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]!);
}

/** The first folder under `root` of each file path below it. */
function topFolders(files: string[], root: string): string[] {
  const prefix = `${root}/`;
  const names = files.filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes('/'));
  return [...new Set(names.map((file) => file.slice(prefix.length).split('/')[0]!))].sort();
}

/** Each feature's parts: the sub-folders its folder has in any layer (a workflow, a panel, a job). */
function featureParts(files: string[], features: string[]): Map<string, string> {
  const parts = new Map<string, string>();
  for (const feature of features)
    for (const root of FEATURE_ROOTS)
      for (const part of topFolders(files, `${root}/${feature}`))
        if (!NOT_A_PART.has(part) && !features.includes(part)) parts.set(part, feature);
  return parts;
}

/**
 * Why a top-level folder belongs inside a feature, or null when it may stand alone: it is named like a part of a
 * feature (`recorder`, `lipsync-start` beside `video/lipsync/`) or after a feature with a suffix (`video-upload`).
 */
function strayPart(folder: string, features: string[], parts: Map<string, string>): string | null {
  if (features.includes(folder)) return null;
  for (const [part, feature] of parts)
    if (folder === part || folder.startsWith(`${part}-`)) return `a part of ${feature} (${feature}/${part}/)`;
  for (const feature of features)
    if (folder.startsWith(`${feature}-`)) return `named after ${feature}: belongs in ${feature}/`;
  return null;
}

describe('one folder per feature', () => {
  const features = readmeFeatures(readFileSync(join(repoRoot, 'README.md'), 'utf8'));
  const files = trackedFiles(...FEATURE_ROOTS);
  const parts = featureParts(files, features);

  it("reads the README's feature list and each feature's parts", () => {
    expect(features).toEqual(expect.arrayContaining(['create-voice', 'video', 'localize', 'text-to-speech']));
    expect(features).not.toContain('...');
    expect([...parts.keys()]).toEqual(
      expect.arrayContaining([
        'pro-clone',
        'voice-job',
        'recorder',
        'lipsync',
        'video-upload',
        'localize-job',
      ]),
    );
    expect(parts.get('pro-clone')).toBe('create-voice');
  });

  it.each(FEATURE_ROOTS)('%s has no top-level folder of a feature part', (root) => {
    const folders = topFolders(files, root);
    expect(folders.length).toBeGreaterThan(3);
    const stray = folders.flatMap((folder) => {
      const why = strayPart(folder, features, parts);
      return why ? [`${root}/${folder}/: ${why}`] : [];
    });
    expect(stray).toEqual([]);
  });

  it('packages/machines/src shows one folder per feature (and the shared ones)', () => {
    const folders = topFolders(files, 'packages/machines/src');
    expect(folders).toEqual(
      expect.arrayContaining(['create-voice', 'video', 'localize', 'shared', 'testing']),
    );
    for (const part of ['pro-clone', 'recorder', 'video-page', 'lipsync-start', 'localize-job'])
      expect(folders).not.toContain(part);
  });

  it('refuses the old flat layout', () => {
    expect(strayPart('pro-clone', features, parts)).toBe('a part of create-voice (create-voice/pro-clone/)');
    expect(strayPart('lipsync-start', features, parts)).toBe('a part of video (video/lipsync-start/)');
    expect(strayPart('localize-job', features, parts)).toBe('a part of localize (localize/localize-job/)');
    expect(strayPart('video-teleport', features, parts)).toBe('named after video: belongs in video/');
    expect(strayPart('create-voice', features, parts)).toBeNull();
    expect(strayPart('shared', features, parts)).toBeNull();
    expect(readmeFeatures('from the route (`auth`, `video`), so `git ls-files | grep video` shows')).toEqual([
      'auth',
      'video',
    ]);
  });
});
