import { AccountLayout } from '../pages/account/account-layout';

export default AccountLayout;
