import { UserPage } from '../pages/admin/user-page';

export default UserPage;
