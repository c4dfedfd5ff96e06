/**
 * An opaque RGBA image as an RGB PNG, compressed in bands of rows that a later image of the same
 * photo can reuse: a fit changes the rows around one head, so only the bands over those rows are
 * filtered and compressed again, the others are the photo's own bytes from its first fit.
 *
 * Every row uses PNG's Up filter (the row above subtracted), so a band depends on its rows and
 * the one row above it. Each band is a raw deflate stream ending in a sync flush (byte-aligned,
 * not final), so bands compressed apart concatenate into one zlib stream; its Adler-32 is
 * combined from the bands' own.
 */
import zlib from 'node:zlib';
import type { RawImage } from './raw-image';

/** Rows per band: the unit a later image reuses (a band costs one deflate call). */
const BAND_ROWS = 32;
/** Adler-32's modulus. */
const ADLER_BASE = 65521;

/** A band's compressed bytes, the Adler-32 of its filtered bytes and their count. */
type Band = { deflated: Buffer; adler: number; length: number };

/** The photo's bands, filled as fits come (a band is kept once it was the photo's own rows). */
export type PngBands = { width: number; height: number; bands: (Band | undefined)[] };

export function pngBands(width: number, height: number): PngBands {
  return { width, height, bands: new Array<Band | undefined>(Math.ceil(height / BAND_ROWS)) };
}

/** Rows [y0, y1) differ from the photo the bands are of (y0 ≥ y1: none). */
export type ChangedRows = { y0: number; y1: number };

/**
 * The PNG of `img` (opaque: its alpha is dropped), the photo's bands reused where `changed`
 * leaves them (and the row above them) untouched; bands not cached yet are compressed from
 * `img` and kept when they are the photo's rows.
 */
export function encodeBandedPng(
  img: RawImage,
  cache: PngBands,
  changed: ChangedRows,
  level: number,
): Buffer {
  const { width, height } = img;
  if (cache.width !== width || cache.height !== height)
    throw new Error('png bands of another size');
  // a band is dirty when any of its rows, or the row above its first, changed
  const dirty = (k: number) => {
    const top = k * BAND_ROWS - 1;
    const bottom = Math.min(height, (k + 1) * BAND_ROWS);
    return changed.y0 < changed.y1 && top < changed.y1 && bottom > changed.y0;
  };
  const parts: Band[] = [];
  for (let k = 0; k < cache.bands.length;) {
    if (!dirty(k)) {
      const band = (cache.bands[k] ??= compressRows(
        img,
        k * BAND_ROWS,
        (k + 1) * BAND_ROWS,
        level,
      ));
      parts.push(band);
      k++;
      continue;
    }
    // a run of dirty bands is compressed as one
    let end = k + 1;
    while (end < cache.bands.length && dirty(end)) end++;
    parts.push(compressRows(img, k * BAND_ROWS, end * BAND_ROWS, level, true));
    k = end;
  }
  return assemble(width, height, parts);
}

/** The filtered rows before deflate (kept: a fit's filtered rows are megabytes). */
let scratch = Buffer.alloc(0);

/**
 * Rows [y0, y1) (clipped to the image) Up-filtered to RGB, deflated to a sync flush. A
 * `transient` band (one result's, copied into its PNG and dropped) is deflated into one
 * buffer of about its filtered size, so zlib's 16 KiB pieces are not joined by another copy;
 * the bands kept for the photo get a buffer of their own size.
 */
function compressRows(
  img: RawImage,
  y0: number,
  y1: number,
  level: number,
  transient = false,
): Band {
  const end = Math.min(img.height, y1);
  const size = (end - y0) * (img.width * 3 + 1);
  if (scratch.length < size) scratch = Buffer.allocUnsafe(size);
  const out = scratch.subarray(0, size);
  const adler = filterRows(img.data, img.width, y0, end, out);
  const deflated = zlib.deflateRawSync(out, {
    level,
    strategy: zlib.constants.Z_RLE,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    // more than deflate's worst case over this input (a second piece would still be correct)
    ...(transient
      ? { chunkSize: Math.max(zlib.constants.Z_MIN_CHUNK, size + (size >> 6) + 64) }
      : {}),
  });
  return { deflated, adler, length: out.length };
}

/**
 * Rows [y0, end) of the w px wide RGBA `d` Up-filtered to RGB into `out`; returns their
 * Adler-32. (A function of its own: inside compressRows its loop was compiled on stack
 * replacement, and that code bailed out on every later call at the first line after the loop.)
 */
function filterRows(
  d: Uint8Array | Uint8ClampedArray,
  w: number,
  y0: number,
  end: number,
  out: Buffer,
): number {
  let a = 1;
  let b = 0;
  let o = 0;
  for (let y = y0; y < end; y++) {
    out[o++] = 2;
    a += 2;
    b += a;
    let i = y * w * 4;
    if (y === 0) {
      for (let x = 0; x < w; x++, i += 4) {
        const r = d[i];
        const g = d[i + 1];
        const bl = d[i + 2];
        out[o++] = r;
        out[o++] = g;
        out[o++] = bl;
        a += r;
        b += a;
        a += g;
        b += a;
        a += bl;
        b += a;
      }
    } else {
      const up = w * 4;
      for (let x = 0; x < w; x++, i += 4) {
        const r = (d[i] - d[i - up]) & 255;
        const g = (d[i + 1] - d[i + 1 - up]) & 255;
        const bl = (d[i + 2] - d[i + 2 - up]) & 255;
        out[o++] = r;
        out[o++] = g;
        out[o++] = bl;
        a += r;
        b += a;
        a += g;
        b += a;
        a += bl;
        b += a;
      }
    }
    // a row adds at most 3073·255 to a and 3073 times that to b: well within a double's 2^53
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return b * 65536 + a;
}

/** Adler-32 of two byte runs joined, from each run's own (zlib's adler32_combine). */
function adlerCombine(first: number, second: number, length: number): number {
  const rem = length % ADLER_BASE;
  const a1 = first % 65536;
  const b1 = Math.floor(first / 65536);
  const a2 = second % 65536;
  const b2 = Math.floor(second / 65536);
  const a = (a1 + a2 + ADLER_BASE - 1) % ADLER_BASE;
  const b = (((rem * a1) % ADLER_BASE) + b1 + b2 + ADLER_BASE - rem) % ADLER_BASE;
  return b * 65536 + a;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A final, empty fixed-Huffman deflate block: the end of the stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Writes a chunk's length and type at `at`; its data follows (`length` bytes), then its CRC. */
function chunkHead(out: Buffer, at: number, type: string, length: number): number {
  out.writeUInt32BE(length, at);
  out.write(type, at + 4, 'ascii');
  return at + 8;
}

/** The CRC of the chunk at `at` (type and data), written after its data. */
function chunkTail(out: Buffer, at: number, length: number): number {
  const end = at + 8 + length;
  out.writeUInt32BE(zlib.crc32(out.subarray(at + 4, end)), end);
  return end + 4;
}

/** The PNG, written once into one buffer: signature, IHDR, one IDAT, IEND. */
function assemble(width: number, height: number, parts: Band[]): Buffer {
  let adler = 1;
  let idat = 2 + FINAL_BLOCK.length + 4;
  for (const p of parts) {
    adler = adlerCombine(adler, p.adler, p.length);
    idat += p.deflated.length;
  }
  // its own ArrayBuffer (no pool slice): the worker hands it to the main thread without a copy
  const out = Buffer.from(new ArrayBuffer(SIGNATURE.length + (12 + 13) + (12 + idat) + 12));
  let o = SIGNATURE.copy(out, 0);
  const ihdr = o;
  o = chunkHead(out, ihdr, 'IHDR', 13);
  o = out.writeUInt32BE(width, o);
  o = out.writeUInt32BE(height, o);
  // bit depth 8, RGB, deflate, adaptive filters, no interlace
  o += Buffer.from([8, 2, 0, 0, 0]).copy(out, o);
  o = chunkTail(out, ihdr, 13);
  const start = o;
  o = chunkHead(out, start, 'IDAT', idat);
  out[o++] = 0x78; // deflate, 32 KiB window
  out[o++] = 0x01; // fastest, check bits
  for (const p of parts) o += p.deflated.copy(out, o);
  o += FINAL_BLOCK.copy(out, o);
  out.writeUInt32BE(adler, o);
  o = chunkTail(out, start, idat);
  o = chunkHead(out, o, 'IEND', 0);
  out.writeUInt32BE(zlib.crc32(out.subarray(o - 4, o)), o);
  return out;
}
