import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { apiMessages, MIN_PASSWORD_LENGTH, siteAddress } from '@looklab/shared';
import { adminToken, removeServerInfo, writeServerInfo } from './admin/server-info';
import { createAuth, type Auth } from './auth/auth';
import { CurrentUserResolver } from './auth/current-user';
import { SiteOrigins } from './auth/site-origins';
import type { AppConfig } from './config';
import { openDatabase } from './db/database';
import { AnalyticsRepository } from './db/repositories/analytics.repository';
import { BillingRepository } from './db/repositories/billing.repository';
import { ContactRepository } from './db/repositories/contact.repository';
import { FileReferenceRepository } from './db/repositories/file-reference.repository';
import { RateLimitRepository } from './db/repositories/rate-limit.repository';
import { StoredFileRepository } from './db/repositories/stored-file.repository';
import { ShareRepository } from './db/repositories/share.repository';
import { FavoriteRepository } from './db/repositories/favorite.repository';
import { MakeoverRepository } from './db/repositories/makeover.repository';
import { SettingsRepository } from './db/repositories/settings.repository';
import { UsageRepository } from './db/repositories/usage.repository';
import { UserProductRepository } from './db/repositories/user-product.repository';
import { UserRepository } from './db/repositories/user.repository';
import { HttpError } from './lib/http-error';
import { registerAdminRoutes } from './routes/admin.routes';
import { registerBillingRoutes } from './routes/billing.routes';
import { registerContactRoutes } from './routes/contact.routes';
import { registerShareRoutes, shareImageSizes } from './routes/share.routes';
import { registerAuthRoutes } from './routes/auth.routes';
import { registerEventRoutes } from './routes/events.routes';
import { registerFavoriteRoutes } from './routes/favorite.routes';
import { registerFileRoutes } from './routes/file.routes';
import { registerHealthRoutes } from './routes/health.routes';
import { registerMakeoverRoutes } from './routes/makeover.routes';
import { registerProductRoutes } from './routes/product.routes';
import { registerSettingsRoutes } from './routes/settings.routes';
import { registerSeoRoutes } from './routes/seo.routes';
import { registerSpaRoutes } from './routes/spa.routes';
import { AccountService } from './services/account.service';
import { AdminService } from './services/admin.service';
import { BillingService } from './services/billing.service';
import { FavoriteService } from './services/favorite.service';
import { FileService, UPLOAD_RATE_WINDOW_MS } from './services/file.service';
import { Housekeeping } from './services/housekeeping';
import { OrphanCollector } from './services/orphan-collector';
import { RateLimiter, RateLimitedError } from './services/rate-limiter';
import { rejectNulCharacters } from './routes/reject-nul';
import { MakeoverService } from './services/makeover.service';
import { OutboxMailer, SmtpMailer, type Mailer } from './services/mailer';
import { SettingsService } from './services/settings.service';
import { ShareService } from './services/share.service';
import { UsageService } from './services/usage.service';
import { UserProductService } from './services/user-product.service';
import { InProcessUserEventBus, type UserEventBus } from './services/user-event-bus';
import { PgNotifyUserEventBus } from './services/pg-notify-user-event-bus';
import { createObjectStore } from './storage/create-object-store';
import type { LocalEngine } from '@looklab/engine';
import { registerAi } from './ai-wiring';
import { registerCompression } from './lib/compression';

/** Large enough for a base64-encoded photo (~18 MB of image bytes). */
export const BODY_LIMIT = 25 * 1024 * 1024;

function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return `Invalid request${where ? ` (${where})` : ''}: ${first.message ?? 'invalid value'}`;
    }
  }
  return `Invalid request: ${error.message}`;
}

export type AppOverrides = {
  /** Use this started engine instead of starting one (tests share one; it is not closed). */
  engine?: LocalEngine;
};

export async function buildApp(
  config: AppConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-admin-token"]'],
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof RateLimitedError) {
      reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ code: 'invalid_request', message: validationMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    if (status === 413) {
      return reply
        .status(413)
        .send({ code: 'payload_too_large', message: apiMessages.requestTooLarge });
    }
    if (status === 429) {
      return reply.status(429).send({ code: 'rate_limited', message: apiMessages.tooManyRequests });
    }
    return reply.status(status).send({
      code: error.code,
      message: status >= 500 ? 'An unexpected error occurred.' : error.message,
    });
  });

  // U+0000 cannot be stored in PostgreSQL text: refused with a 400 before any route runs.
  app.addHook('preValidation', rejectNulCharacters);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (err) => app.log.warn({ err }, 'idle database connection ended'),
    pgliteFsync: config.pgliteFsync,
  });
  const origins = new SiteOrigins(config);
  const { db } = database;
  const store = createObjectStore(config);
  // One server: in-process fan-out; PostgreSQL (possibly many servers): LISTEN/NOTIFY.
  const pgBus = config.databaseUrl
    ? await PgNotifyUserEventBus.connect(config.databaseUrl, app.log)
    : null;
  const bus: UserEventBus = pgBus ?? new InProcessUserEventBus();
  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log);

  const userRepository = new UserRepository(db);
  const settingsRepository = new SettingsRepository(db);
  const usageRepository = new UsageRepository(db);
  const settings = new SettingsService(settingsRepository, bus);
  const usage = new UsageService(usageRepository, bus);
  const limiter = new RateLimiter(new RateLimitRepository(db));
  const storedFiles = new StoredFileRepository(db);
  // The site's public address (links in e-mails and the SPA's meta; the mark on stored results).
  const siteOrigin = config.publicUrl ?? `http://localhost:${config.port}`;
  const files = new FileService(
    store,
    storedFiles,
    limiter,
    { max: config.uploadRateLimit, windowMs: UPLOAD_RATE_WINDOW_MS },
    undefined,
    siteAddress(siteOrigin),
  );
  const accounts = new AccountService(
    settingsRepository,
    usageRepository,
    new AnalyticsRepository(db),
  );
  const makeovers = new MakeoverService(new MakeoverRepository(db), settings, files);
  const favorites = new FavoriteService(new FavoriteRepository(db), files, settings);
  const products = new UserProductService(new UserProductRepository(db), settings);
  const admin = new AdminService(userRepository, settings);
  const billing = new BillingService(
    config.billing,
    config.publicUrl,
    new BillingRepository(db),
    userRepository,
    settings,
    app.log,
  );

  const auth: Auth | null = config.accounts
    ? createAuth({
        db,
        secret: config.authSecret,
        origins,
        oidc: config.oidc,
        mailer,
        log: app.log,
        onUserCreated: (user, method) => accounts.onUserCreated(user, method),
      })
    : null;
  const users = new CurrentUserResolver(auth);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The federated sign-in popup must be able to reach its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? undefined : false,
  });
  await app.register(rateLimit, { global: false });
  await registerCompression(app);

  const generation = await registerAi(app, {
    config,
    users,
    usage,
    settings,
    ...(overrides.engine ? { engine: overrides.engine } : {}),
  });

  registerHealthRoutes(app, {
    db,
    health: { database: database.kind, storage: store.kind, ai: config.ai },
    clientConfig: {
      accounts: config.accounts,
      providers:
        config.oidc && config.accounts ? [{ id: config.oidc.name, name: config.oidc.name }] : [],
      ai: config.ai,
      minPasswordLength: MIN_PASSWORD_LENGTH,
    },
    generation,
  });
  registerAuthRoutes(app, {
    auth,
    users: userRepository,
    currentUser: users,
    origins,
    limiter,
    rateLimitPerMinute: config.authRateLimit,
    signInLimit: config.signInLimit,
    oidcProviderId: config.oidc?.name,
  });
  registerSettingsRoutes(app, { users, settings, usage });
  registerEventRoutes(app, { users, settings, usage, bus });
  registerMakeoverRoutes(app, { users, makeovers });
  registerFavoriteRoutes(app, { users, favorites });
  registerProductRoutes(app, { users, products });
  registerBillingRoutes(app, { users, billing });
  registerFileRoutes(app, { users, settings, files });
  registerContactRoutes(app, { users, contact: new ContactRepository(db) });
  const shares = new ShareService(new ShareRepository(db), store);
  registerShareRoutes(app, { users, settings, shares });
  // Expired shares, orphaned uploads and old rate-limit counters: hourly, and once at start.
  const housekeeping = new Housekeeping(
    {
      shares,
      orphans: new OrphanCollector(storedFiles, new FileReferenceRepository(db), files),
      limiter,
    },
    app.log,
  );
  app.addHook('onReady', (done) => {
    housekeeping.start();
    done();
  });
  registerAdminRoutes(app, { admin, token: adminToken(config.dataDir) });
  registerSeoRoutes(app, { publicUrl: siteOrigin });
  await registerSpaRoutes(app, {
    webDist: config.webDist,
    publicUrl: siteOrigin,
    shareImageSize: shareImageSizes(shares),
  });

  // While shutting down, in-flight requests finish but their keep-alive connections are closed
  // after the response, so close() does not wait for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  let instance: string | null = null;
  app.addHook('onListen', function (done) {
    const address = this.server.address();
    if (address && typeof address === 'object') {
      instance = writeServerInfo(config.dataDir, address.port).instance;
      database.lock?.setPort(address.port);
      origins.bind(address.port);
      const notice = origins.defaultNotice();
      if (notice) this.log.warn(notice);
    }
    done();
  });
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    if (instance) removeServerInfo(config.dataDir, instance);
    await pgBus?.close();
    await database.close();
  });

  return app;
}
