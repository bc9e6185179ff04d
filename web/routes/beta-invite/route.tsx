import { SCRIPTS_ON_FIRST_USE } from '../../lib/page-scripts';
import { BetaInvitePage } from './beta-invite-page';
import { pageTitle } from '../../lib/page-title';
import { publicPageTitle } from '../../../common/page-meta';
import { betaInviteAction } from './route.server';
import type { Route } from './+types/route';

/** Drawn and posted without the app, which starts when the visitor first uses the page. */
export const handle = SCRIPTS_ON_FIRST_USE;

export const meta = () => pageTitle(publicPageTitle('/beta-invite'));

export async function action({ request, context }: Route.ActionArgs) {
  return betaInviteAction(context, await request.formData());
}

export default BetaInvitePage;
