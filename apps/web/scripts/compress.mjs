// After `vite build`: a brotli (.br) and a gzip (.gz) copy beside every text file of dist/, made
// once here at the highest levels instead of on every request. The server sends the one the
// browser accepts (@fastify/static's preCompressed). A copy that would not be smaller is skipped;
// the server then sends the next encoding or the file itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.wasm',
  '.ico',
  '.ttf',
  '.otf',
]);
// Below this, the saving is smaller than the cost of a second file lookup.
const MIN_BYTES = 1024;

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dist/render/ is the server's code for drawing pages (scripts/prerender.mjs), never sent.
    if (entry.isDirectory()) {
      if (full !== path.join(dist, 'render')) yield* filesIn(full);
    } else yield full;
  }
}

let before = 0;
let afterBrotli = 0;
for (const file of filesIn(dist)) {
  if (!compressible.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  before += content.length;
  afterBrotli += Math.min(br.length, content.length);
}
console.log(
  `compressed dist/: ${Math.round(before / 1024)} KB of text files, ${Math.round(afterBrotli / 1024)} KB with brotli`,
);
