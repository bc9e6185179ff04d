import { redirect } from 'react-router';
import type { WebLoadContext } from '../../load-context.server';

/** /login and /signup: a signed-in user has nothing to do there and goes to the account. */
export function guardSignedOutPage(context: WebLoadContext): void {
  if (context.user) throw redirect('/account');
}
