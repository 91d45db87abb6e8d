/**
 * Brotli and gzip copies of the built text files (x.js → x.js.br, x.js.gz), written once at build time
 * at the highest levels, so the server sends them as they are instead of compressing every response
 * (backend/src/site/site-handler.ts picks one from the request's Accept-Encoding).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|xml|txt|data|webmanifest)$/;
/** Below this a compressed copy saves less than the response headers it costs. */
const MIN_BYTES = 1024;

export async function precompress(directory: string): Promise<number> {
  const files = (await readdir(directory, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    const full = path.join(directory, file);
    const body = await readFile(full);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller is useless; the server then sends the file itself.
    if (br.length < body.length) await writeFile(`${full}.br`, br);
    if (gz.length < body.length) await writeFile(`${full}.gz`, gz);
    written += 1;
  }
  return written;
}
