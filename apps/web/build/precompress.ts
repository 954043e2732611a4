import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text-like files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet; the server sends the file as it is. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every built text
 * asset once the bundle is written, so the server (@fastify/static `preCompressed`) sends the
 * smallest encoding the browser accepts without compressing anything per request (decision 022).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kontor-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await walk(outDir);
      await Promise.all(
        files.map(async (file) => {
          if (!COMPRESSIBLE.test(file) || (await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
          const body = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === '.vite' ? [] : walk(p);
      return [p];
    }),
  );
  return nested.flat();
}
