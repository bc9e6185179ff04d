import { BetaInvitePage } from './beta-invite-page';
import { pageTitle } from '../../lib/page-title';
import { publicPageTitle } from '../../../common/page-meta';
import { betaInviteAction } from './route.server';
import type { Route } from './+types/route';

export const meta = () => pageTitle(publicPageTitle('/beta-invite'));

export async function action({ request, context }: Route.ActionArgs) {
  return betaInviteAction(context, await request.formData());
}

export default BetaInvitePage;
