/**
 * Precompression of built static files: `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) written
 * beside each compressible file, so the server sends them as they are (`serveStatic({ precompressed: true })` from
 * @hono/node-server picks `.br`, then `.gz`, by the request's Accept-Encoding) and never compresses an asset per
 * request. The sizes returned are what goes on the wire, which is what the build budgets count.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing (text); images and fonts are already compressed. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt)$/;

/** Bytes of one file: raw, and on the wire as Brotli and as gzip (equal to raw when not compressed). */
export type WireSize = { raw: number; br: number; gzip: number };

/**
 * Write `<path>.br` and `<path>.gz` beside `path` when it is compressible and compression makes it smaller
 * (a variant that would not be smaller is not written, so the server sends the file itself).
 * @returns its sizes in bytes
 * @throws when the file cannot be read or the variants cannot be written
 */
export async function precompress(path: string): Promise<WireSize> {
  const body = await readFile(path);
  if (!COMPRESSIBLE.test(path)) return { raw: body.length, br: body.length, gzip: body.length };
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  const size: WireSize = { raw: body.length, br: body.length, gzip: body.length };
  if (br.length < body.length) { await writeFile(`${path}.br`, br); size.br = br.length; }
  if (gz.length < body.length) { await writeFile(`${path}.gz`, gz); size.gzip = gz.length; }
  return size;
}
