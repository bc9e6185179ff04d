import { BetaInvitePage } from '../pages/public/beta-invite-page';

export default BetaInvitePage;
