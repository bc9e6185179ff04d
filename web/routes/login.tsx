import { LoginPage } from '../pages/public/login-page';
import { signInAction } from '../features/auth/sign-in.server';
import type { WebLoadContext } from '../load-context.server';
import type { Route } from './+types/login';

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(context as unknown as WebLoadContext, await request.formData());
}

export default LoginPage;
