import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@looklab/shared';

/** Does any string (key or value) in a parsed body, query or path hold U+0000? */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v));
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000 (a query with one fails), so it is refused up front with a
 * 400 and a clear message, whatever the route — including better-auth's, which store names too.
 */
export function rejectNulCharacters(
  req: FastifyRequest,
  reply: FastifyReply,
  done: (err?: Error) => void,
): void {
  if (containsNul(req.body) || containsNul(req.query) || containsNul(req.params)) {
    void reply.status(400).send({ code: 'invalid_request', message: apiMessages.nulCharacter });
    return;
  }
  done();
}
