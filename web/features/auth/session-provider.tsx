import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../common/schemas/user';
import { userOf } from './user-of';

/**
 * 'unavailable' means the session could not be checked (server busy or unreachable). It is not
 * 'signed-out': a signed-in user whose check hit a 503 must be offered a retry, not the login page.
 */
export type SessionState =
  | { status: 'pending' }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'signed-out' }
  | { status: 'unavailable' };

interface SessionContextValue {
  session: SessionState;
  user: CurrentUser | null;
  /** Forgets the user once the server has ended the session. */
  clearSession: () => void;
  /** The signed-in user as the server now has it, after a change in Settings. */
  replaceUser: (user: CurrentUser) => void;
  retrySessionCheck: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function couldNotCheck(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/**
 * Spec section 4, "Session": the transitions between the states above. Every page comes with the
 * answer of the session check the server made with it (web/root.tsx): `checked`, the page starts
 * signed in as `initialUser`, or signed out, with no check of its own.
 */
export function SessionProvider({
  children,
  initialUser = null,
  checked = initialUser !== null,
}: {
  children: ReactNode;
  initialUser?: CurrentUser | null;
  checked?: boolean;
}) {
  const [session, setSession] = useState<SessionState>(() =>
    initialUser ? { status: 'signed-in', user: initialUser } : checked ? { status: 'signed-out' } : { status: 'pending' },
  );

  const checkSession = useCallback(async () => {
    // Already pending on the first check: no render of every session reader for nothing.
    setSession((current) => (current.status === 'pending' ? current : { status: 'pending' }));
    // Only when the server could not check the session, or on a retry: the request helper and its
    // messages stay out of every page's first load.
    const { requestSession } = await import('./api');
    const result = await requestSession();
    // A transition: the pages redraw with the answer in slices the browser can interleave with
    // input, and without forcing the prerendered page to finish hydrating at once.
    startTransition(() => {
      if (!result.ok) {
        setSession(couldNotCheck(result.status) ? { status: 'unavailable' } : { status: 'signed-out' });
        return;
      }
      const user = userOf(result.data);
      setSession(user ? { status: 'signed-in', user } : { status: 'signed-out' });
    });
  }, []);

  // A ref rather than effect cleanup: StrictMode's second effect run must not send a second check.
  const checkStarted = useRef(checked);
  useEffect(() => {
    if (checkStarted.current) return;
    checkStarted.current = true;
    void checkSession();
  }, [checkSession]);

  // Signing in or up is a page action (web/features/auth/*.server.ts): the root loader, run again
  // after it, brings the new user here. Taken in during the render (not in an effect), so the
  // signed-in pages never see the old state and send the visitor back to the login page.
  const [loadedUser, setLoadedUser] = useState(initialUser);
  if (loadedUser !== initialUser) {
    setLoadedUser(initialUser);
    if (initialUser) setSession({ status: 'signed-in', user: initialUser });
  }
  const value = useMemo<SessionContextValue>(() => {
    return {
      session,
      user: session.status === 'signed-in' ? session.user : null,
      clearSession: () => setSession({ status: 'signed-out' }),
      replaceUser: (user) => setSession((current) => (current.status === 'signed-in' ? { status: 'signed-in', user } : current)),
      retrySessionCheck: () => void checkSession(),
    };
  }, [session, checkSession]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
