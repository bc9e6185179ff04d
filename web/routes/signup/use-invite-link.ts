import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lookupInvite } from './invite-api';

export type InviteLinkState = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * A beta invite link, /signup?invite={token}, on the sign-up page. The token is looked up once:
 * `onInvitedEmail` gets the invited address to prefill; a link that is used up or unknown turns
 * `invalid`, and `invite` (what the sign-up sends) is then undefined, so the visitor signs up
 * without it instead of meeting a dead end. `markInvalid` is for the server saying the same later.
 */
export function useInviteLink(onInvitedEmail: (email: string) => void) {
  const token = useSearchParams()[0].get('invite') || undefined;
  const [state, setState] = useState<InviteLinkState>(token ? 'checking' : 'none');
  const prefill = useRef(onInvitedEmail);
  prefill.current = onInvitedEmail;

  useEffect(() => {
    if (!token) {
      setState('none');
      return;
    }
    let current = true;
    setState('checking');
    void lookupInvite(token).then((result) => {
      if (!current) return;
      if (result.ok) {
        setState('valid');
        prefill.current(result.data.email);
      } else {
        // Not known either way when the server was not reached: the sign-up itself will tell.
        setState(result.status === 404 ? 'invalid' : 'valid');
      }
    });
    return () => {
      current = false;
    };
  }, [token]);

  const markInvalid = useCallback(() => setState('invalid'), []);
  return { invite: token && state !== 'invalid' ? token : undefined, state, markInvalid };
}
