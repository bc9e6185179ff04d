/** The session page's action intent that deletes the session (page-data.server.ts). */
export const DELETE_SESSION_INTENT = 'delete';

/**
 * Sent by the page's dialog (a fetcher) beside the intent: the action then answers with the result
 * and the page goes to the list itself, saying so; a real form post (without JavaScript) is
 * redirected to the list instead.
 */
export const DELETE_ANSWER_FIELD = 'answer';

/** The delete's outcome, when the page asked for it (a done one redirects a form post to the list). */
export type DeleteSessionResult = { ok: true; shots: number } | { ok: false; error: string };

/**
 * The session route's `shouldRevalidate`: after a delete the page goes to the list, so the session
 * is not read again (it would only draw "not found", and unmount the dialog that goes on).
 */
export function sessionShouldRevalidate({ formData, defaultShouldRevalidate }: { formData?: FormData; defaultShouldRevalidate: boolean }): boolean {
  if (formData?.get('intent') === DELETE_SESSION_INTENT) return false;
  return defaultShouldRevalidate;
}
