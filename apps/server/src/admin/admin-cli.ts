/**
 * npm run admin -- set-level <email> <Freemium|Spark|Pro>
 *
 * Works whether or not the server runs: PGlite allows one process per data directory, so when a
 * server is running on DATA_DIR the change goes through its loopback admin endpoint (which also
 * pushes the new settings to the user's open tabs); otherwise the database is opened directly.
 * While another process holds DATA_DIR without answering yet (a server starting up), it waits.
 */
// Only what every run needs is imported up front; the database stack loads when it is used.
import type { MembershipLevel } from '@looklab/shared/membership/membership';
import { membershipLevelSchema } from '@looklab/shared/membership/membership.schema';
import { loadConfig, type AppConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { adminToken, isProcessAlive, readServerInfo } from './server-info';

const usage = 'Usage: npm run admin -- set-level <email> <Freemium|Spark|Pro>';
/** How long to wait for a process holding DATA_DIR to start answering or to stop. */
const LOCK_WAIT_MS = 30_000;
/** How often to look again meanwhile. */
const LOCK_POLL_MS = 250;

class CliError extends Error {}

async function setLevelViaServer(
  config: AppConfig,
  email: string,
  level: MembershipLevel,
): Promise<boolean> {
  const info = readServerInfo(config.dataDir);
  if (!info || !isProcessAlive(info.pid)) return false;
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${info.port}/api/admin/set-level`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken(config.dataDir) },
      body: JSON.stringify({ email, level }),
    });
  } catch (err) {
    if (config.databaseUrl) return false;
    throw new CliError(
      `A server (pid ${info.pid}) is using ${config.dataDir} but did not answer on port ${info.port}: ${String(err)}`,
    );
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new CliError(body.message ?? `The server answered ${res.status}.`);
  return true;
}

async function setLevelDirectly(
  config: AppConfig,
  email: string,
  level: MembershipLevel,
): Promise<void> {
  const [
    { openDatabase },
    { SettingsRepository },
    { UserRepository },
    { AdminService },
    { SettingsService },
    { InProcessUserEventBus },
  ] = await Promise.all([
    import('../db/database'),
    import('../db/repositories/settings.repository'),
    import('../db/repositories/user.repository'),
    import('../services/admin.service'),
    import('../services/settings.service'),
    import('../services/user-event-bus'),
  ]);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteFsync: config.pgliteFsync,
  });
  try {
    const settings = new SettingsService(
      new SettingsRepository(database.db),
      new InProcessUserEventBus(),
    );
    const admin = new AdminService(new UserRepository(database.db), settings);
    await admin.setLevel(email, level).catch((err: unknown) => {
      throw new CliError(err instanceof Error ? err.message : String(err));
    });
  } finally {
    await database.close();
  }
}

export async function runAdmin(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const [command, email, levelArg] = args;
  if (command !== 'set-level' || !email || !levelArg) throw new CliError(usage);
  const level = membershipLevelSchema.safeParse(levelArg);
  if (!level.success) throw new CliError(`Unknown level "${levelArg}". ${usage}`);
  const config = loadConfig(env);
  const deadline = Date.now() + LOCK_WAIT_MS;
  let waiting = false;
  for (;;) {
    if (await setLevelViaServer(config, email, level.data)) {
      return `Set ${email} to ${level.data} (through the running server).`;
    }
    try {
      await setLevelDirectly(config, email, level.data);
      return `Set ${email} to ${level.data}.`;
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      if (Date.now() >= deadline) {
        throw new CliError(`${err.message} (waited ${LOCK_WAIT_MS / 1000} s)`);
      }
      if (!waiting) {
        console.error(
          `Waiting for process ${err.holder.pid}, which holds ${config.dataDir}, to answer or stop…`,
        );
        waiting = true;
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
}

const isMain = process.argv[1] !== undefined && import.meta.filename === process.argv[1];
if (isMain) {
  runAdmin(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err instanceof CliError ? err.message : err);
      process.exit(1);
    },
  );
}
