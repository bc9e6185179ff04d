import { PasswordResetPage } from '../pages/public/password-reset-page';
import { pageTitle } from '../lib/page-title';
import { publicPageTitle } from '../../common/page-meta';
import { checkResetLink, resetRequestAction, setPasswordAction } from '../features/password-reset/password-reset.server';
import type { Route } from './+types/password-reset';

export const meta = () => pageTitle(publicPageTitle('/password-reset'));

export function loader({ context, params }: Route.LoaderArgs) {
  return checkResetLink(context, params.token);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  return params.token ? setPasswordAction(context, params.token, form) : resetRequestAction(context, form);
}

export default PasswordResetPage;
