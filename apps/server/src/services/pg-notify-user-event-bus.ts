import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  InProcessUserEventBus,
  type UserEvent,
  type UserEventBus,
  type UserEventListener,
} from './user-event-bus';

const CHANNEL = 'looklab_user_events';

/**
 * Fan-out across app servers sharing one PostgreSQL: events are published with NOTIFY and every
 * server (this one included) delivers what it hears on LISTEN to its own open tabs.
 */
export class PgNotifyUserEventBus implements UserEventBus {
  private readonly local = new InProcessUserEventBus();

  private constructor(
    private readonly listener: pg.Client,
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async connect(databaseUrl: string, log: FastifyBaseLogger): Promise<PgNotifyUserEventBus> {
    const listener = new pg.Client({ connectionString: databaseUrl });
    await listener.connect();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // (an idle connection the server ended is replaced on the next publish)
    pool.on('error', (err) => log.warn({ err }, 'idle user event connection ended'));
    const bus = new PgNotifyUserEventBus(listener, pool, log);
    listener.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { userId, event } = JSON.parse(msg.payload) as { userId: string; event: UserEvent };
        bus.local.publish(userId, event);
      } catch (err) {
        log.warn({ err }, 'bad user event notification');
      }
    });
    listener.on('error', (err) => log.error({ err }, 'user event listener failed'));
    await listener.query(`LISTEN ${CHANNEL}`);
    return bus;
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
    await this.listener.end();
    await this.pool.end();
  }
}
