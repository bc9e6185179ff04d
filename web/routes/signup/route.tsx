import type { PageHandle } from '../../lib/page-scripts';
import { SignupPage } from './signup-page';
import { signUpAction } from './sign-up.server';
import { guardSignedOutPage } from '../../features/auth/signed-out-guard.server';
import type { Route } from './+types/route';
import { pageTitle } from '../../lib/page-title';
import { publicPageTitle } from '../../../common/page-meta';

export function loader({ context }: Route.LoaderArgs) {
  guardSignedOutPage(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return signUpAction(context, await request.formData());
}

/** Drawn and posted without the app, which starts on first use; at once for an invite link, whose address it looks up. */
export const handle: PageHandle = { scripts: 'on-first-use', startsAtOnceWith: 'invite' };

export const meta = () => pageTitle(publicPageTitle('/signup'));

export default SignupPage;
