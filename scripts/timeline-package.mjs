// Where @twin/timeline's build is and whether it is missing or older than what it is built from, so
// the package's size bench and npm-pack test rebuild it only when needed (npm test builds first).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './setup.mjs';

export const timelinePackageDir = join(repoRoot, 'packages', 'timeline');

/** What the build writes (vite, then tsc for the declarations). */
const outputs = ['dist/index.js', 'dist/headless/index.js', 'dist/timeline.css', 'dist/index.d.ts'];
/** What the build reads besides src (tests, stories and the test clip are not built). */
const configs = ['package.json', 'vite.config.ts', 'tsconfig.build.json'];
const notBuilt = /\.(test|stories)\.tsx?$|^test-clip\.ts$/;

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!notBuilt.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Why packages/timeline/dist needs building (missing or stale), or null when it is up to date. */
export function timelineBuildReason() {
  const missing = outputs.find((file) => !existsSync(join(timelinePackageDir, file)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...outputs.map((file) => statSync(join(timelinePackageDir, file)).mtimeMs));
  const sources = Math.max(
    newestSource(join(timelinePackageDir, 'src')),
    ...configs.map((file) => statSync(join(timelinePackageDir, file)).mtimeMs),
  );
  return sources > built ? 'dist is older than its sources' : null;
}

/** The command that builds it, run from the repository root. */
export const timelineBuildCommand = ['npm', ['run', 'build', '-w', '@twin/timeline']];
