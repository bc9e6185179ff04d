import { PasswordResetPage } from '../pages/public/password-reset-page';

export default PasswordResetPage;
