import type { AiLogger } from './ai-provider';
import { ImageEditError, type ImageEditProvider } from './image-edit-provider';

/** How long the start-up check waits for the service. */
export const STARTUP_CHECK_TIMEOUT_MS = 15_000;

export type CheckResult = { ok: true } | { ok: false; detail: string };

/** What failed, in words an operator can act on (never the key). */
function whatFailed(err: unknown, envKey: string): string {
  if (!(err instanceof ImageEditError)) return 'check failed';
  const status = err.status;
  if (err.kind === 'not_configured' && status === undefined) return `no API key (set ${envKey})`;
  if (status === 401 || status === 403 || (err.kind === 'not_configured' && status === 400))
    return `key rejected (HTTP ${status})`;
  if (status === 404) return 'model not found (HTTP 404)';
  if (err.kind === 'quota') return 'quota exceeded (HTTP 429)';
  if (err.kind === 'timeout' || err.kind === 'cancelled')
    return `unreachable (no answer within ${STARTUP_CHECK_TIMEOUT_MS / 1000} s)`;
  if (status !== undefined) return `unexpected answer (HTTP ${status})`;
  if (err.kind === 'malformed') return 'unexpected answer (not the wire format)';
  return 'unreachable';
}

/**
 * Checks once that the provider's key and model are good, and logs one clear line either way.
 * The server starts regardless; generations answer with the spec's texts while it is broken.
 */
export async function checkImageProvider(
  provider: ImageEditProvider,
  log: AiLogger & { error(obj: object, msg: string): void },
  signal?: AbortSignal,
): Promise<CheckResult> {
  if (!provider.check) return { ok: true };
  const timeout = AbortSignal.timeout(STARTUP_CHECK_TIMEOUT_MS);
  const name = `${provider.id} model ${provider.model ?? ''}`.trim();
  try {
    await provider.check(signal ? AbortSignal.any([signal, timeout]) : timeout);
    log.info({ provider: provider.id, model: provider.model }, `image provider ready: ${name}`);
    return { ok: true };
  } catch (err) {
    const detail = whatFailed(err, provider.id === 'gemini' ? 'GEMINI_API_KEY' : 'OPENAI_API_KEY');
    log.error(
      {
        provider: provider.id,
        model: provider.model,
        detail,
        err: err instanceof Error ? err.message : String(err),
      },
      `image provider check failed: ${name}: ${detail}; generations will fail until this is fixed`,
    );
    return { ok: false, detail };
  }
}
