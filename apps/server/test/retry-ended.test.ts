/**
 * A statement sent on a pooled connection PostgreSQL had just ended (before the pool read that)
 * runs again on another connection; other errors are not retried. The timing that makes this
 * happen (the server signalling the end a moment after the statement left) cannot be arranged
 * against a real server, so the pool here is a stand-in that answers as pg's does.
 */
import { describe, expect, it } from 'vitest';
import { endedByServer, retryEndedConnections } from '../src/db/retry-ended';

const ended = (): Error =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

/** A pool whose first `failures` statements meet the given error, then answer. */
function standIn(failures: number, error: () => Error) {
  const sent: unknown[][] = [];
  const pool = {
    query: (...args: unknown[]): Promise<{ rows: { one: number }[] }> => {
      sent.push(args);
      return sent.length <= failures
        ? Promise.reject(error())
        : Promise.resolve({ rows: [{ one: 1 }] });
    },
  };
  return { pool: retryEndedConnections(pool), sent };
}

describe('statements on connections the server ended', () => {
  it('run again until a live connection answers', async () => {
    const { pool, sent } = standIn(3, ended);
    await expect(pool.query('select 1 as one', [])).resolves.toEqual({ rows: [{ one: 1 }] });
    expect(sent).toHaveLength(4);
    // the same statement and parameters each time
    expect(sent.every((a) => a[0] === 'select 1 as one')).toBe(true);
  });

  it('fail with the error once every pooled connection has been tried', async () => {
    const { pool, sent } = standIn(100, ended);
    await expect(pool.query('select 1', [])).rejects.toThrow(/administrator command/);
    expect(sent).toHaveLength(11);
  });

  it('are not retried for any other error (a statement that may have run)', async () => {
    const broken = (): Error =>
      Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
    const { pool, sent } = standIn(1, broken);
    await expect(pool.query('insert into t values (1)', [])).rejects.toThrow(/unexpectedly/);
    expect(sent).toHaveLength(1);
    const unique = (): Error => Object.assign(new Error('duplicate key'), { code: '23505' });
    const second = standIn(1, unique);
    await expect(second.pool.query('insert', [])).rejects.toThrow(/duplicate/);
    expect(second.sent).toHaveLength(1);
  });

  it('are told by SQLSTATE 57P01–57P03 only', () => {
    expect(endedByServer(ended())).toBe(true);
    expect(endedByServer({ code: '57P02' })).toBe(true);
    expect(endedByServer({ code: '57014' })).toBe(false);
    expect(endedByServer(new Error('x'))).toBe(false);
    expect(endedByServer(null)).toBe(false);
  });
});
