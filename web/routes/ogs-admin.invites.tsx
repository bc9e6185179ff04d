import { InvitesPage } from '../pages/admin/invites-page';

export default InvitesPage;
