import { parseErrorToast } from '@looklab/shared/messages/messages';

export type EmbeddedErrorDetails = { code: string; message: string; status: string };

export type ParsedErrorMessage = {
  /** Text before the embedded JSON (or the whole text when there is none). */
  text: string;
  details: EmbeddedErrorDetails | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The error toast's reading of a message (spec §2): the shared rule for a JSON object with
 * code, message and status, plus provider replies that wrap it as `{"error":{...}}`.
 */
export function parseErrorMessage(raw: string): ParsedErrorMessage {
  const shared = parseErrorToast(raw);
  if (shared.details) return { text: shared.lead, details: shared.details };
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const parsed: unknown = JSON.parse(raw.slice(start, end + 1));
      const inner = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : null;
      if (inner && 'code' in inner && 'message' in inner && 'status' in inner) {
        return {
          text: raw.slice(0, start).trim(),
          details: {
            code: String(inner.code),
            message: String(inner.message),
            status: String(inner.status),
          },
        };
      }
    } catch {
      // Not JSON: shown as it is.
    }
  }
  return { text: raw, details: null };
}

/** A readable message from anything thrown. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unexpected error occurred.';
}
