import { DesktopPage } from '../pages/public/desktop-page';
import { pageTitle } from '../lib/page-title';
import { publicPageTitle } from '../../common/page-meta';

export const meta = () => pageTitle(publicPageTitle('/desktop'));

export default DesktopPage;
