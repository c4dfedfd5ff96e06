/**
 * PostgreSQL ending a connection (an administrator, a restart, a crash of another backend) tells
 * the client with an error on its next read. A pooled connection that ended while idle is dropped
 * when the pool reads that error — but a statement sent before then fails with it. Such a
 * statement never ran (the server ended the session instead), so it is safe to send again: on a
 * single-statement pool query it runs once more on another connection, instead of failing the
 * request. Transactions (a checked-out client) are not retried.
 */

/** SQLSTATE codes of a session the server ended: admin_shutdown, crash_shutdown, cannot_connect_now. */
const ENDED_BY_SERVER = new Set(['57P01', '57P02', '57P03']);

/** Tries per statement: one per pooled connection that may have ended unnoticed, and a new one. */
const MAX_TRIES = 11;

export function endedByServer(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = err.code;
  return typeof code === 'string' && ENDED_BY_SERVER.has(code);
}

type Queryable = { query: (...args: never[]) => unknown };

/** Makes `pool.query` (promise form) send a statement again when its connection had ended. */
export function retryEndedConnections<P extends Queryable>(pool: P): P {
  const send = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const query = async (...args: unknown[]): Promise<unknown> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send(...args);
      } catch (err) {
        if (!endedByServer(err) || attempt >= MAX_TRIES) throw err;
      }
    }
  };
  pool.query = query;
  return pool;
}
