import { InvitesPage } from '../pages/admin/invites-page';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export const meta = () => pageTitle(messages.adminInvitesTitle);

export default InvitesPage;
