// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built portal, once,
// at maximum compression, so the server sends them without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
// The service worker's script is what an update check compares byte for byte: it is sent as
// the file on disk (compressed on the fly), never from a copy that could lag behind it.
const SERVED_AS_IS = new Set(['sw.js']);
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

const distDir = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for await (const file of filesUnder(distDir)) {
  if (!COMPRESSIBLE.test(file) || SERVED_AS_IS.has(path.basename(file))) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), distDir) || '.'}`);
