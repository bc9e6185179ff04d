import { SCRIPTS_ON_FIRST_USE } from '../../lib/page-scripts';
import { PasswordResetPage } from './password-reset-page';
import { pageTitle } from '../../lib/page-title';
import { publicPageTitle } from '../../../common/page-meta';
import { checkResetLink, resetRequestAction, setPasswordAction } from './route.server';
import type { Route } from './+types/route';

/** Drawn and posted without the app, which starts when the visitor first uses the page. */
export const handle = SCRIPTS_ON_FIRST_USE;

export const meta = () => pageTitle(publicPageTitle('/password-reset'));

export function loader({ context, params }: Route.LoaderArgs) {
  return checkResetLink(context, params.token);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  return params.token ? setPasswordAction(context, params.token, form) : resetRequestAction(context, form);
}

export default PasswordResetPage;
