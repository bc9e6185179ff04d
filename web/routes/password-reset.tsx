import { PasswordResetPage } from '../pages/public/password-reset-page';
import { pageTitle } from '../lib/page-title';
import { publicPageTitle } from '../../common/page-meta';

export const meta = () => pageTitle(publicPageTitle('/password-reset'));

export default PasswordResetPage;
