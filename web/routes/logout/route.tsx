import { redirect } from 'react-router';
import { signOutAction } from './sign-out.server';
import type { Route } from './+types/route';

/** Where the Logout entries post before the app is live (decision 032); no page of its own. */
export async function action({ context, request }: Route.ActionArgs) {
  return signOutAction(context, await request.formData());
}

/** A visit signs nobody out: the home page. */
export const loader = () => redirect('/');
