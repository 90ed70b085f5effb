/**
 * Content codings of large answers (endpoint 10's availability): brotli and
 * gzip at two strengths.
 *
 * - `fast` for a first answer: brotli quality 0 or gzip level 1; a client
 *   waiting for an answer nobody asked for before never waits for a strong
 *   compression. Misses of a big city are computed at the speed of the
 *   machine's cores, so time saved per miss is more misses a second; the
 *   bytes it costs are paid once, since an answer asked for again is
 *   compressed strong.
 * - `strong` for an answer asked for again (it is worth keeping small):
 *   brotli quality 5 or gzip level 6, made in the background.
 *
 * Sizes and times of each: docs/performance.md.
 *
 * The synchronous forms are for worker threads (their own thread is the one
 * to spend); the asynchronous ones run in libuv's thread pool, so the event
 * loop never compresses.
 */
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompress,
  constants as zlibConstants,
  gunzip,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';

/** Answers shorter than this many bytes are not worth compressing: they are sent as they are. */
export const COMPRESS_MIN_BYTES = 1024;

/** A content coding an answer can be sent in besides identity. */
export type ContentCoding = 'br' | 'gzip';

/** How hard to compress: `fast` for a first answer, `strong` for one asked for again. */
export type Strength = 'fast' | 'strong';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotliAsync = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

function brotliOptions(size: number, strength: Strength): BrotliOptions {
  return {
    chunkSize: 256 * 1024,
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: strength === 'fast' ? 0 : 5,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function gzipOptions(strength: Strength): ZlibOptions {
  return { level: strength === 'fast' ? 1 : 6, chunkSize: 256 * 1024 };
}

/** `body` compressed in `coding` at `strength`, on the calling thread (for worker threads). */
export function encodeSync(body: Buffer, coding: ContentCoding, strength: Strength): Buffer {
  return coding === 'br' ? brotliCompressSync(body, brotliOptions(body.length, strength)) : gzipSync(body, gzipOptions(strength));
}

/** `body` compressed in `coding` at `strength`, in libuv's thread pool. */
export function encode(body: Buffer, coding: ContentCoding, strength: Strength): Promise<Buffer> {
  return coding === 'br' ? brotliAsync(body, brotliOptions(body.length, strength)) : gzipAsync(body, gzipOptions(strength));
}

/** `body` (compressed in `coding`) decompressed, in libuv's thread pool. */
export function decode(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br' ? unbrotliAsync(body, { chunkSize: 1024 * 1024 }) : gunzipAsync(body, { chunkSize: 1024 * 1024 });
}
