import { MobilePage } from '../pages/public/mobile-page';
import { pageTitle } from '../lib/page-title';
import { publicPageTitle } from '../../common/page-meta';

export const meta = () => pageTitle(publicPageTitle('/mobile'));

export default MobilePage;
