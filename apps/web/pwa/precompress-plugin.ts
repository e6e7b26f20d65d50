import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text the browser fetches; images, fonts (woff2 is compressed already) and source maps are left as they are.
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Files smaller than this gain too little to be worth a second request path (as the server's COMPRESS_THRESHOLD_BYTES). */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `file.br` (Brotli, highest quality) and `file.gz` (gzip level 9) beside every text file of the build, once,
 * so the server answers by content negotiation without compressing per request (issue 17 part 1; served by
 * apps/server/src/lib/web-app.ts). A compressed copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sahay-precompress',
    apply: 'build',
    // With the service worker's plugin, which is 'post' too and comes first in vite.config.ts: sw.js is compressed.
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the service worker is generated in closeBundle too).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const written: string[] = [];
        for await (const path of filesUnder(outDir)) {
          if (!TEXT_FILE.test(path) || relative(outDir, path).startsWith('.vite')) continue;
          const source = await readFile(path);
          if (source.byteLength < MIN_BYTES) continue;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          if (br.byteLength < source.byteLength) await writeFile(`${path}.br`, br);
          if (gz.byteLength < source.byteLength) await writeFile(`${path}.gz`, gz);
          written.push(relative(outDir, path));
        }
        this.info?.(`precompressed ${written.length} files (.br, .gz)`);
      },
    },
  };
}
