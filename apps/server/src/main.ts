import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

const startedAt = performance.now();
const config = loadConfig();
const app = await buildApp(config).catch((err: unknown) => {
  // Another process holds DATA_DIR: say who, without a stack trace.
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
});
await app.listen({ port: config.port, host: config.host });
app.log.info(`LookLab is ready in ${Math.round(performance.now() - startedAt)} ms`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing in-flight requests`);
  // Fastify stops accepting connections, waits for in-flight requests, then runs onClose hooks.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, 20_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
