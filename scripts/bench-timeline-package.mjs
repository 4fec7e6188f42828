// The timeline package's weight as a host ships it (issue 14: its JavaScript, React excluded, at
// most 60 KB gzipped): packages/timeline/dist/index.js bundled with its dependencies (xstate,
// @xstate/react, lucide-react) by esbuild, minified, with react, react-dom and
// scheduler left out; gzipped at zlib's default level. Also the headless entry alone, and each
// package's share of the minified bundle. Prints figures (and .tmp/bench-timeline-package.json);
// never fails on a missed goal. Builds the package first when dist is missing or older than src.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { repoRoot, runOrExit } from './setup.mjs';
import { timelineBuildCommand, timelineBuildReason, timelinePackageDir } from './timeline-package.mjs';

const packageDir = timelinePackageDir;
const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'scheduler'];

const buildReason = timelineBuildReason();
if (buildReason) {
  console.log(`Building @twin/timeline first (${buildReason}).`);
  runOrExit(...timelineBuildCommand);
}

/** The minified bundle of one entry as a host's bundler would make it, and who is in it. */
async function measure(entry) {
  const result = await build({
    entryPoints: [join(packageDir, 'dist', entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    external: react,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const byPackage = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? '@twin/timeline';
      byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
    }
  }
  return {
    entry,
    minifiedBytes: code.length,
    gzippedBytes: gzipSync(code).length,
    minifiedByPackage: Object.fromEntries([...byPackage].sort((a, b) => b[1] - a[1])),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const component = await measure('index.js');
const headless = await measure('headless/index.js');

console.log(
  `@twin/timeline JavaScript, React excluded: ${kb(component.gzippedBytes)} KB gzipped ` +
    `(${kb(component.minifiedBytes)} KB minified; goal ≤ 60 KB gzipped)`,
);
for (const [name, bytes] of Object.entries(component.minifiedByPackage)) {
  console.log(
    `  ${name}: ${kb(bytes)} KB minified (${Math.round((bytes / component.minifiedBytes) * 100)}%)`,
  );
}
console.log(
  `@twin/timeline/headless (the machine and edit functions): ${kb(headless.gzippedBytes)} KB gzipped ` +
    `(${kb(headless.minifiedBytes)} KB minified: ` +
    `${Object.entries(headless.minifiedByPackage)
      .map(([name, bytes]) => `${name} ${kb(bytes)} KB`)
      .join(', ')})`,
);

mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
writeFileSync(
  join(repoRoot, '.tmp', 'bench-timeline-package.json'),
  JSON.stringify({ at: new Date().toISOString(), component, headless }, null, 2),
);
