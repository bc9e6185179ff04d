import { UsersPage } from '../pages/admin/users-page';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export const meta = () => pageTitle(messages.adminUsersTitle);

export default UsersPage;
