import type { ServerResponse } from 'node:http';
import type { CurrentUserResolver } from '../auth/current-user';
import type { SettingsService } from '../services/settings.service';
import type { UsageService } from '../services/usage.service';
import type { UserEvent, UserEventBus } from '../services/user-event-bus';
import type { ZodApp } from './route-types';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: Server-Sent Events with the signed-in user's settings and usage — the current
 * values on connect, then every change (`event: settings` / `event: usage`, data = JSON).
 */
export function registerEventRoutes(
  app: ZodApp,
  deps: {
    users: CurrentUserResolver;
    settings: SettingsService;
    usage: UsageService;
    bus: UserEventBus;
  },
): void {
  const open = new Set<ServerResponse>();
  // Open streams would hold shutdown forever; end them when the server closes.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });

  app.get('/api/events', async (req, reply) => {
    const user = await deps.users.require(req);
    const [settings, usage] = await Promise.all([
      deps.settings.get(user.id),
      deps.usage.get(user.id),
    ]);
    const res = reply.raw;
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (event: UserEvent) =>
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
    res.write('retry: 3000\n\n');
    send({ type: 'settings', data: settings });
    send({ type: 'usage', data: usage });
    open.add(res);
    const unsubscribe = deps.bus.subscribe(user.id, send);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const cleanup = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    };
    req.raw.on('close', cleanup);
    res.on('close', cleanup);
  });
}
