import { createLocalAiProvider, type AiProvider } from './ai/ai-provider';
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
  /** An already started provider (tests share one); otherwise the local engine is started here. */
  provider?: AiProvider;
};

/** Registers POST /api/ai/* unless AI=off; returns the provider name for /api/health. */
export async function registerAi(app: ZodApp, deps: AiWiringDeps): Promise<string> {
  if (deps.config.ai === 'off') return 'off';
  let provider = deps.provider;
  if (!provider) {
    const started = await createLocalAiProvider();
    app.addHook('onClose', () => started.close());
    provider = started;
  }
  registerAiRoutes(app, {
    provider,
    anonymousPerMinute: deps.config.aiAnonRateLimit,
    currentUser: async (req) => {
      const user = await deps.users.find(req);
      if (!user) return null;
      const settings = await deps.settings.get(user.id);
      return { id: user.id, level: settings.membershipLevel };
    },
    countUsage: async (userId, counter) => {
      await deps.usage.increment(userId, counter);
    },
  });
  return provider.name;
}
