import { UsersPage } from '../pages/admin/users-page';

export default UsersPage;
