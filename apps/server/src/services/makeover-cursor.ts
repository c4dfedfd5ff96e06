import type { MakeoverCursor } from '../db/repositories/makeover.repository';

/** Opaque paging cursor: the (createdAt, id) of the last makeover on the previous page. */
export function encodeCursor(c: { createdAt: number; id: string }): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

export function decodeCursor(cursor: string): MakeoverCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'number' &&
      Number.isFinite(value[0]) &&
      typeof value[1] === 'string'
    ) {
      return { createdAt: new Date(value[0]), id: value[1] };
    }
  } catch {
    // fall through
  }
  return null;
}
