import { BetaInvitePage } from '../pages/public/beta-invite-page';
import { pageTitle } from '../lib/page-title';
import { publicPageTitle } from '../../common/page-meta';

export const meta = () => pageTitle(publicPageTitle('/beta-invite'));

export default BetaInvitePage;
