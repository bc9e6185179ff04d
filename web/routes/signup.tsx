import { SignupPage } from '../pages/public/signup-page';
import { signUpAction } from '../features/auth/sign-up.server';
import { guardSignedOutPage } from '../features/auth/signed-out-guard.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/signup';

export function loader({ context }: Route.LoaderArgs) {
  guardSignedOutPage(context as unknown as WebLoadContext);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return signUpAction(context as unknown as WebLoadContext, await request.formData());
}

export default SignupPage;
