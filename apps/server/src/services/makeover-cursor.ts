import type { MakeoverCursor } from '../db/repositories/makeover.repository';

/**
 * Latest createdAt a cursor may carry: 9999-12-31. Beyond JavaScript's or PostgreSQL's date
 * range a forged cursor would otherwise fail inside the query (a 500) instead of being refused.
 */
const MAX_CURSOR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** Makeover ids are UUIDs; anything much longer is not a cursor we made. */
const MAX_CURSOR_ID_LENGTH = 100;

/** Opaque paging cursor: the (createdAt, id) of the last makeover on the previous page. */
export function encodeCursor(c: { createdAt: number; id: string }): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

/** The cursor's position, or null for anything we did not make (then the route answers 400). */
export function decodeCursor(cursor: string): MakeoverCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[0] === 'number' &&
      value[0] >= 0 &&
      value[0] <= MAX_CURSOR_MS &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= MAX_CURSOR_ID_LENGTH
    ) {
      return { createdAt: new Date(value[0]), id: value[1] };
    }
  } catch {
    // fall through
  }
  return null;
}
