import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import type { GenerationStatus } from '@looklab/shared';
import { AiAdmission } from './ai/admission';
import { createImageProvider } from './ai/create-image-provider';
import { GenerationService } from './ai/generation.service';
import { priceFor } from './ai/image-cost';
import { createLocalImageProvider } from './ai/local-image-provider';
import { aiProviderFrom } from './ai/local-ai-provider';
import { prepareScreenLook } from './ai/render-size';
import {
  PHOTO_SESSION_MAX_BYTES,
  PHOTO_SESSION_TTL_MS,
  PHOTO_SESSIONS_PER_OWNER,
  PhotoSessionStore,
} from './ai/photo-sessions';
import { checkImageProvider } from './ai/startup-check';
import type { CurrentUserResolver } from './auth/current-user';
import type { AppConfig } from './config';
import { registerAiRoutes } from './routes/ai.routes';
import type { ZodApp } from './routes/route-types';
import type { SettingsService } from './services/settings.service';
import type { UsageService } from './services/usage.service';

export type AiWiringDeps = {
  config: AppConfig;
  users: CurrentUserResolver;
  usage: UsageService;
  settings: SettingsService;
  /** An already started engine (tests share one; it is not closed here); otherwise one starts. */
  engine?: LocalEngine;
};

/**
 * Registers POST /api/ai/* unless AI=off, with image generation on the configured provider
 * (the start-up check of a generative one runs in the background); returns the generation
 * status for /api/health and /api/config.
 */
export async function registerAi(app: ZodApp, deps: AiWiringDeps): Promise<() => GenerationStatus> {
  const { config } = deps;
  const perUserConcurrency = config.generation.concurrencyPerUser;
  if (config.ai === 'off') {
    const off: GenerationStatus = {
      provider: 'off',
      model: null,
      check: 'not_needed',
      checkDetail: null,
      perUserConcurrency,
    };
    return () => off;
  }
  let engine = deps.engine;
  if (!engine) {
    // the first hairstyle clicks after a start run compiled code (the workers start later)
    const started = await createLocalEngine({ warmRenderer: true });
    app.addHook('onClose', () => started.close());
    engine = started;
  }
  const provider = createImageProvider(config, engine);
  const { generation: limits } = config;
  const admission = new AiAdmission({
    // the engine runs one job per worker: more requests at once would only wait in its pool
    engine: {
      overall: engine.info().workers,
      perKey: perUserConcurrency,
      queue: limits.engineQueue,
      queuePerKey: limits.engineQueuePerUser,
    },
    provider: {
      overall: limits.concurrency,
      perKey: perUserConcurrency,
      queue: limits.queue,
      queuePerKey: limits.queuePerUser,
    },
    perMinute: { user: config.aiUserRateLimit, anonymous: config.aiAnonRateLimit },
  });
  const tileEngine = engine;
  const generation = new GenerationService({
    local: createLocalImageProvider(engine),
    admission,
    afterTile: ({ photo, personId, look }) => prepareScreenLook(tileEngine, photo, personId, look),
    ...(provider.remote
      ? {
          remote: {
            engine,
            provider,
            timeoutMs: limits.timeoutMs,
            price: priceFor(provider.model ?? '', limits.price),
          },
        }
      : {}),
  });

  const status: GenerationStatus = {
    provider: config.ai,
    model: provider.model,
    check: provider.check ? 'pending' : 'not_needed',
    checkDetail: null,
    perUserConcurrency,
  };
  if (provider.check) {
    const stop = new AbortController();
    app.addHook('onClose', (_app, done) => {
      stop.abort();
      done();
    });
    void checkImageProvider(provider, app.log, stop.signal).then((result) => {
      status.check = result.ok ? 'ok' : 'failed';
      status.checkDetail = result.ok ? null : result.detail;
    });
  }

  const photos = new PhotoSessionStore({
    ttlMs: PHOTO_SESSION_TTL_MS,
    maxBytes: PHOTO_SESSION_MAX_BYTES,
    perOwner: PHOTO_SESSIONS_PER_OWNER,
  });
  app.addHook('onClose', (_app, done) => {
    photos.close();
    done();
  });
  registerAiRoutes(app, {
    provider: aiProviderFrom(engine, admission, (input) => generation.generate(input), config.ai),
    admission,
    photos,
    currentUser: async (req) => {
      const user = await deps.users.find(req);
      if (!user) return null;
      const settings = await deps.settings.get(user.id);
      return {
        id: user.id,
        level: settings.membershipLevel,
        useAvantGardeStyles: settings.useAvantGardeStyles,
      };
    },
    countUsage: async (userId, counter) => {
      await deps.usage.increment(userId, counter);
    },
  });
  return () => ({ ...status });
}
