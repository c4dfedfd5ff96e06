import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  InProcessUserEventBus,
  type UserEvent,
  type UserEventBus,
  type UserEventListener,
} from './user-event-bus';

const CHANNEL = 'looklab_user_events';
/** Pauses before the LISTEN client connects again after losing its connection. */
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 30_000;

/**
 * Fan-out across app servers sharing one PostgreSQL: events are published with NOTIFY and every
 * server (this one included) delivers what it hears on LISTEN to its own open tabs.
 */
export class PgNotifyUserEventBus implements UserEventBus {
  private readonly local = new InProcessUserEventBus();
  private listener: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private delay = RETRY_MIN_MS;

  private constructor(
    private readonly databaseUrl: string,
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async connect(databaseUrl: string, log: FastifyBaseLogger): Promise<PgNotifyUserEventBus> {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // (an idle connection the server ended is replaced on the next publish)
    pool.on('error', (err) => log.warn({ err }, 'idle user event connection ended'));
    const bus = new PgNotifyUserEventBus(databaseUrl, pool, log);
    try {
      await bus.listen();
    } catch (err) {
      await pool.end();
      throw err;
    }
    return bus;
  }

  /**
   * Connects the LISTEN client. When its connection ends (a database restart, an administrator)
   * it connects again after a pause that doubles up to RETRY_MAX_MS; events published in the gap
   * are not heard (NOTIFY keeps nothing), the ones after it are.
   */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (msg) => this.deliver(msg));
    client.on('error', (err) => this.log.warn({ err }, 'user event listener failed'));
    client.on('end', () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.reconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.listener = client;
    this.delay = RETRY_MIN_MS;
  }

  private reconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen().catch((err: unknown) => {
        this.log.warn({ err }, 'user event listener could not reconnect');
        this.delay = Math.min(RETRY_MAX_MS, this.delay * 2);
        this.reconnect();
      });
    }, this.delay);
    this.retry.unref();
  }

  private deliver(msg: pg.Notification): void {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      const { userId, event } = JSON.parse(msg.payload) as { userId: string; event: UserEvent };
      this.local.publish(userId, event);
    } catch (err) {
      this.log.warn({ err }, 'bad user event notification');
    }
  }

  publish(userId: string, event: UserEvent): void {
    this.pool
      .query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userId, event })])
      .catch((err: unknown) => this.log.error({ err }, 'could not publish user event'));
  }

  subscribe(userId: string, listener: UserEventListener): () => void {
    return this.local.subscribe(userId, listener);
  }

  listenerCount(userId: string): number {
    return this.local.listenerCount(userId);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end();
    await this.pool.end();
  }
}
