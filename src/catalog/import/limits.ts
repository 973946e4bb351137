/**
 * Limits of one catalog import (docs/security.md "Catalog uploads"): what an uploaded file may cost the server
 * before it is refused. Every limit is an environment variable (README "Configuration"), so benchmarks and large
 * merchants can raise it. The defaults leave room for eight times the demo catalog (12 MB, 6,764 products
 * decompressed) and refuse a decompression bomb after ~0.3 s of gunzip CPU.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { AppError } from '../../shared/errors.ts';

/** Bytes and counts an import may use. */
export type ImportLimits = {
  /** Largest file once decompressed, in bytes (AISLE_IMPORT_MAX_BYTES). */
  maxBytes: number;
  /** Largest single record — one CSV record or one JSONL line — in characters (UTF-16 units; bytes for ASCII text) (AISLE_IMPORT_MAX_RECORD_CHARS). */
  maxRecordChars: number;
  /** Most records (CSV records or JSONL lines, blank ones included) in one file (AISLE_IMPORT_MAX_ROWS). */
  maxRows: number;
};

/** Defaults: 100 MiB decompressed (8x the demo catalog, 6x what Shopify's own product import accepts: 15 MB), 1 Mi characters per record, 500,000 records. */
export const DEFAULT_IMPORT_LIMITS: ImportLimits = { maxBytes: 100 * 1024 * 1024, maxRecordChars: 1024 * 1024, maxRows: 500_000 };

/** "100 MB" style size for messages (MiB, whole numbers above 1). */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round(n / 1024 / 1024)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

/**
 * Does the file start with the gzip magic bytes (1f 8b)?
 * @throws AppError invalid_request when the file cannot be read
 */
export async function isGzip(filePath: string): Promise<boolean> {
  let fh: Awaited<ReturnType<typeof open>>;
  try {
    fh = await open(filePath, 'r');
  } catch (e) {
    throw new AppError('invalid_request', `Cannot read ${filePath}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    const buf = Buffer.alloc(2);
    const { bytesRead } = await fh.read(buf, 0, 2, 0);
    return bytesRead === 2 && buf[0] === 0x1f && buf[1] === 0x8b;
  } finally {
    await fh.close();
  }
}

/** The file's bytes as a stream, gunzipped when `gz` (a gzip error surfaces as a stream error). */
export function openStream(filePath: string, gz: boolean): Readable {
  const raw = createReadStream(filePath, { highWaterMark: 256 * 1024 });
  if (!gz) return raw;
  const gunzip = createGunzip({ chunkSize: 256 * 1024 }); // large chunks: a quarter of the per-chunk overhead of 64 KB
  raw.on('error', (e) => gunzip.destroy(e));
  return raw.pipe(gunzip);
}

/**
 * Decompress the whole file once without keeping it, counting bytes, and stop as soon as it exceeds
 * `maxBytes`: a gzip bomb (1 MB inflating to 1 GB) is refused after reading only `maxBytes`, before any parser
 * sees it. Returns the decompressed size in bytes.
 * @throws AppError payload_too_large "file too large once decompressed", invalid_request when the gzip data is corrupt
 */
export async function measureDecompressed(filePath: string, gz: boolean, maxBytes: number): Promise<number> {
  const stream = openStream(filePath, gz);
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) {
        throw new AppError('payload_too_large',
          `The file is too large once decompressed: more than ${formatBytes(maxBytes)} (AISLE_IMPORT_MAX_BYTES). Split it into smaller files.`);
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('invalid_request', `The file could not be decompressed: ${(e as Error).message}`);
  } finally {
    stream.destroy();
  }
  return total;
}

/** The error for a record over {@link ImportLimits.maxRecordChars}. */
export function recordTooLarge(limits: ImportLimits, line: number): AppError {
  return new AppError('payload_too_large', `A record near line ${line} is longer than ${limits.maxRecordChars.toLocaleString('en-US')} characters (AISLE_IMPORT_MAX_RECORD_CHARS); the file is not a catalog export, or a field in it is far too long.`);
}

/** The error for a file with more than {@link ImportLimits.maxRows} records. */
export function tooManyRows(limits: ImportLimits): AppError {
  return new AppError('payload_too_large', `The file has more than ${limits.maxRows.toLocaleString('en-US')} rows (AISLE_IMPORT_MAX_ROWS). Split it into smaller files.`);
}
