import { UserPage } from '../pages/admin/user-page';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export const meta = () => pageTitle(messages.adminUserTitle);

export default UserPage;
