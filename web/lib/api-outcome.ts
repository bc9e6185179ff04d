import { messages } from '../../common/messages';
import type { ApiResult } from './api-client';

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string; code?: string };

/**
 * The text to show for a failed call: the server's own error when the answer is one of ours (it
 * carries a `code`), 'An unknown error occurred' when the server was not reached, and otherwise
 * the spec's fallback for that call (a proxy's error page, say).
 */
export function outcome<T>(result: ApiResult<T>, fallback: string): Outcome<T> {
  if (result.ok) return { ok: true, data: result.data };
  if (result.data.code) return { ok: false, error: result.data.error, code: result.data.code };
  return { ok: false, error: result.status === 0 ? messages.unknownError : fallback };
}
