import { unknownError } from '../../common/first-load-messages';
import type { ErrorResponse } from '../../common/schemas/user';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; data: ErrorResponse };

function isErrorResponse(data: unknown): data is ErrorResponse {
  return typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string';
}

/**
 * The one request helper for the browser's calls to the JSON API (spec section 7): POST with a
 * JSON body when one is given (or `method`'s, PATCH say), GET otherwise. It never throws: HTTP errors come back with their status and the server's
 * `{ error, code?, fields? }`, a network failure as status 0, so every caller handles one shape.
 */
export async function apiRequest<T>(path: string, body?: unknown, method: 'POST' | 'PATCH' = 'POST'): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, data: { error: unknownError } };
  }

  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  // A proxy's HTML error page or an empty body must still give the user a readable message.
  return {
    ok: false,
    status: response.status,
    data: isErrorResponse(data) ? data : { error: unknownError },
  };
}
