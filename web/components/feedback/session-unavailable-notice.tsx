import { lazy, Suspense } from 'react';

/* Most visits never show this alert, so its code (MUI's Alert) is fetched only when it is. */
const SessionUnavailableAlert = lazy(() =>
  import('./session-unavailable-alert').then((m) => ({ default: m.SessionUnavailableAlert })),
);

export function SessionUnavailableNotice() {
  return (
    <Suspense fallback={null}>
      <SessionUnavailableAlert />
    </Suspense>
  );
}
