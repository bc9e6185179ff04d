import { SignupPage } from '../pages/public/signup-page';
import { guardSignedOutPage } from '../features/auth/signed-out-guard.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/signup';

export function loader({ context }: Route.LoaderArgs) {
  guardSignedOutPage(context as unknown as WebLoadContext);
  return null;
}

export default SignupPage;
