import type { FirstRunEvent } from '../../../common/schemas/onboarding';

/** The dashboard action's intent that dismisses the first-run guide (web/routes/account/first-run.server.ts). */
export const DISMISS_FIRST_RUN = 'dismiss-first-run';

/** Tells the server the desktop app's Download was opened (fire and forget: the page may be leaving). */
export function recordDownload(): void {
  const event: FirstRunEvent = { event: 'downloaded' };
  void fetch('/api/user/first-run', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  }).catch(() => undefined);
}
