import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Replies compressed at request time: JSON, HTML and other text of at least this many bytes.
 * Smaller ones gain less than the encoding costs.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli quality for request-time compression: fast, and still smaller than gzip. */
const RUNTIME_BROTLI_QUALITY = 4;

/** Text and JSON; never the event stream (it is flushed event by event) nor images. */
const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript))/;

/**
 * Brotli or gzip by Accept-Encoding, with `Vary: Accept-Encoding`, for API replies and the HTML
 * the server writes. Built assets carry their own .br/.gz copies (see spa.routes), which this
 * leaves alone (a reply with a Content-Encoding is not compressed again).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: RUNTIME_BROTLI_QUALITY,
      },
    },
  });
}
