// Writes .br and .gz copies of a built app's text files (html, js, css, svg, …) next to them, for
// the server to send when a browser accepts them (apps/server/src/apps/serve-apps.ts) instead of
// compressing on every request. Used by the studio's build and the public site's pre-render.
// `node scripts/precompress.mjs <dir>`; plain Node (node:zlib), no dependencies.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|mjs|css|svg|vtt|txt|json|map|webmanifest)$/;
/** Below this, a compressed copy saves less than the headers it costs. */
const minimumBytes = 512;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Vite's own bookkeeping (.vite/manifest.json) is never served.
    if (entry.name.startsWith('.')) return [];
    return entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)];
  });
}

/** Compresses every text file under `dir` (brotli quality 11, gzip level 9); returns how many. */
export function precompressDirectory(dir) {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < minimumBytes) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/precompress.mjs <dist directory>');
    process.exit(1);
  }
  const count = precompressDirectory(resolve(dir));
  console.log(`wrote .br and .gz copies of ${count} files under ${dir}`);
}
