import { SCRIPTS_ON_FIRST_USE } from '../../lib/page-scripts';
import { LoginPage } from './login-page';
import { signInAction } from './sign-in.server';
import { guardSignedOutPage } from '../../features/auth/signed-out-guard.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { publicPageTitle } from '../../../common/page-meta';

export function loader({ context }: Route.LoaderArgs) {
  guardSignedOutPage(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(context, await request.formData());
}

/** Drawn and posted without the app, which starts when the visitor first uses the page. */
export const handle = SCRIPTS_ON_FIRST_USE;

export const meta = () => pageTitle(publicPageTitle('/login'));

export default LoginPage;
