/**
 * An opaque RGBA image as an RGB PNG, compressed in bands of rows that a later image of the same
 * photo can reuse: a fit changes the rows around one head, so only the bands over those rows are
 * filtered and compressed again, the others are the photo's own bytes from its first fit.
 *
 * Every row uses PNG's Up filter (the row above subtracted), so a band depends on its rows and
 * the one row above it. Each band is a raw deflate stream ending in a sync flush (byte-aligned,
 * not final), so bands compressed apart concatenate into one zlib stream; its Adler-32 is
 * combined from the bands' own.
 *
 * A result's changed rows can be deflated on zlib's thread pool (`encodeBandedPngAsync`), in
 * pieces the pool's threads share, while the caller goes on with other work.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RawImage } from './raw-image';

/** Rows per band: the unit a later image reuses (a band costs one deflate call). */
const BAND_ROWS = 32;
/** Rows per piece deflated on the thread pool (a whole number of bands). */
const PIECE_ROWS = 4 * BAND_ROWS;
const deflateRaw = promisify(zlib.deflateRaw);
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
/** Whether band `k` must be compressed anew: any of its rows, or the row above its first, changed. */
function isDirty(k: number, changed: ChangedRows, height: number): boolean {
  const top = k * BAND_ROWS - 1;
  const bottom = Math.min(height, (k + 1) * BAND_ROWS);
  return changed.y0 < changed.y1 && top < changed.y1 && bottom > changed.y0;
}

/**
 * The image's bands in order: the photo's (compressed now from `img` when not cached yet, and
 * kept), or for each run of dirty bands [from, to) what `dirtyRun` makes of it.
 */
function bandsOf<T>(
  img: RawImage,
  cache: PngBands,
  changed: ChangedRows,
  level: number,
  dirtyRun: (from: number, to: number) => T,
): (Band | T)[] {
  const { width, height } = img;
  if (cache.width !== width || cache.height !== height)
    throw new Error('png bands of another size');
  const parts: (Band | T)[] = [];
  for (let k = 0; k < cache.bands.length;) {
    if (!isDirty(k, changed, height)) {
      parts.push(
        (cache.bands[k] ??= deflateBand(
          filterRows(img, k * BAND_ROWS, (k + 1) * BAND_ROWS, syncScratch),
          level,
        )),
      );
      k++;
      continue;
    }
    // a run of dirty bands is compressed as one
    let end = k + 1;
    while (end < cache.bands.length && isDirty(end, changed, height)) end++;
    parts.push(dirtyRun(k, end));
    k = end;
  }
  return parts;
}

export function encodeBandedPng(
  img: RawImage,
  cache: PngBands,
  changed: ChangedRows,
  level: number,
): Buffer {
  const parts = bandsOf(img, cache, changed, level, (from, to) =>
    deflateBand(filterRows(img, from * BAND_ROWS, to * BAND_ROWS, syncScratch), level),
  );
  return assemble(img.width, img.height, parts);
}

/**
 * As `encodeBandedPng`, but the changed rows are deflated on zlib's thread pool in pieces of
 * PIECE_ROWS rows: their filtering is done before this returns (the image may change after),
 * the deflating while the caller goes on.
 */
export function encodeBandedPngAsync(
  img: RawImage,
  cache: PngBands,
  changed: ChangedRows,
  level: number,
): Promise<Buffer> {
  const pieces: Promise<Band>[] = [];
  const parts = bandsOf(img, cache, changed, level, (from, to) => {
    const first = pieces.length;
    for (let y = from * BAND_ROWS; y < to * BAND_ROWS; y += PIECE_ROWS) {
      const rows = filterRows(img, y, Math.min(to * BAND_ROWS, y + PIECE_ROWS), takeScratch());
      pieces.push(
        deflateRaw(rows.filtered, deflateOptions(level)).then((deflated) => {
          releaseScratch(rows.holder);
          return { deflated, adler: rows.adler, length: rows.length };
        }),
      );
    }
    return { first, end: pieces.length };
  });
  return Promise.all(pieces).then((done) =>
    assemble(
      img.width,
      img.height,
      parts.flatMap((p) => ('deflated' in p ? [p] : done.slice(p.first, p.end))),
    ),
  );
}

/** The filtered rows before a synchronous deflate (kept: a fit's filtered rows are megabytes). */
const syncScratch: Holder = { buf: Buffer.alloc(0) };

/** A buffer for filtered rows, replaced by a bigger one when too small. */
type Holder = { buf: Buffer };

/** Holders of filtered rows waiting for the thread pool (given back once deflated). */
const freeScratch: Holder[] = [];
const takeScratch = (): Holder => freeScratch.pop() ?? { buf: Buffer.alloc(0) };
function releaseScratch(h: Holder): void {
  if (freeScratch.length < 8) freeScratch.push(h);
}

type Filtered = { filtered: Buffer; adler: number; length: number; holder: Holder };

/**
 * Rows [y0, y1) (clipped to the image) Up-filtered to RGB, with their Adler-32, into
 * `holder`'s buffer.
 */
function filterRows(img: RawImage, y0: number, y1: number, holder: Holder): Filtered {
  const { width: w, data: d } = img;
  const end = Math.min(img.height, y1);
  const stride = w * 3 + 1;
  const size = (end - y0) * stride;
  if (holder.buf.length < size) holder.buf = Buffer.allocUnsafeSlow(size);
  const out = holder.buf.subarray(0, size);
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
  return { filtered: out, adler: b * 65536 + a, length: size, holder };
}

/** RLE deflate to a sync flush: byte-aligned and not final, so streams concatenate. */
const deflateOptions = (level: number): zlib.ZlibOptions => ({
  level,
  strategy: zlib.constants.Z_RLE,
  finishFlush: zlib.constants.Z_SYNC_FLUSH,
});

function deflateBand(rows: Filtered, level: number): Band {
  return {
    deflated: zlib.deflateRawSync(rows.filtered, deflateOptions(level)),
    adler: rows.adler,
    length: rows.length,
  };
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
