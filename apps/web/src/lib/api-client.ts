import type { z } from 'zod';

/** An HTTP failure with what the server said about it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** seconds from a Retry-After header (a busy or rate-limited answer), when there was one */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    status: number,
    code: string | null,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A 2xx response whose body did not match the expected schema. */
export class ApiSchemaError extends Error {
  constructor(path: string, issues: string) {
    super(`Unexpected response from ${path}: ${issues}`);
    this.name = 'ApiSchemaError';
  }
}

/**
 * A response's schema, or a loader of it (lazySchema): the first load's requests load their
 * schemas, and zod, from lazy chunks along with the request, so no schema is built before the
 * page has run.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** A schema of a module imported when a request first needs it. */
export function lazySchema<M, T>(
  load: () => Promise<M>,
  pick: (module: M) => z.ZodType<T>,
): () => Promise<z.ZodType<T>> {
  return async () => pick(await load());
}

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The response is parsed with this schema; without one the body is ignored. */
  schema?: SchemaSource<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function errorFromBody(status: number, body: unknown, fallback: string): ApiError {
  if (isRecord(body)) {
    const nested = isRecord(body.error) ? body.error : null;
    const message =
      (typeof body.message === 'string' && body.message) ||
      (nested && typeof nested.message === 'string' && nested.message) ||
      (typeof body.error === 'string' && body.error) ||
      fallback;
    const rawCode = body.code ?? nested?.code;
    const code =
      typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : null;
    return new ApiError(message, status, code);
  }
  if (typeof body === 'string' && body.trim()) return new ApiError(body.trim(), status, null);
  return new ApiError(fallback, status, null);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the LookLab API with the session cookie and a JSON body; answers the response when it
 * is a 2xx. Failures throw `ApiError` (status, code, message, Retry-After); an aborted signal
 * rejects with its AbortError.
 */
export async function apiFetch(path: string, request: ApiRequest<unknown> = {}): Promise<Response> {
  const { method = 'GET', body, signal, headers } = request;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Please check your connection.', 0, 'NETWORK');
  }
  if (response.ok) return response;
  const payload = await readBody(response);
  const error = errorFromBody(response.status, payload, response.statusText || 'Request failed');
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
  if (!Number.isFinite(retryAfter) || retryAfter < 0) throw error;
  throw new ApiError(error.message, error.status, error.code, retryAfter);
}

/** A 2xx body parsed with the given shared zod schema (`ApiSchemaError` when it does not match). */
export function parseApiBody<T>(path: string, payload: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiSchemaError(
      path,
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  return parsed.data;
}

/**
 * Calls the LookLab API with the session cookie, sends JSON, parses the JSON reply with the
 * given shared zod schema. Failures throw `ApiError` (status, code, message).
 */
export async function apiRequest<T = void>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { schema: source } = request;
  // a schema to load is fetched along with the response
  const schema = typeof source === 'function' ? source() : source;
  // a failed request's error is the one to report; the schema's would be unhandled
  if (schema instanceof Promise) schema.catch(() => undefined);
  const response = await apiFetch(path, request);
  const payload = await readBody(response);
  if (!schema) return undefined as T;
  return parseApiBody(path, payload, await schema);
}

export const api = {
  get: <T>(path: string, schema: SchemaSource<T>, signal?: AbortSignal) =>
    apiRequest(path, { schema, ...(signal ? { signal } : {}) }),
  post: <T = void>(path: string, body: unknown, schema?: SchemaSource<T>) =>
    apiRequest<T>(path, { method: 'POST', body, ...(schema ? { schema } : {}) }),
  put: <T = void>(path: string, body: unknown, schema?: SchemaSource<T>) =>
    apiRequest<T>(path, { method: 'PUT', body, ...(schema ? { schema } : {}) }),
  patch: <T = void>(path: string, body: unknown, schema?: SchemaSource<T>) =>
    apiRequest<T>(path, { method: 'PATCH', body, ...(schema ? { schema } : {}) }),
  delete: <T = void>(path: string, body?: unknown, schema?: SchemaSource<T>) =>
    apiRequest<T>(path, {
      method: 'DELETE',
      ...(body !== undefined ? { body } : {}),
      ...(schema ? { schema } : {}),
    }),
};
