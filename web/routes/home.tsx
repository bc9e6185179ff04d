import { HomePage } from '../pages/public/home-page';
import { pageTitle } from '../lib/page-title';
import { publicPageTitle } from '../../common/page-meta';

export const meta = () => pageTitle(publicPageTitle('/'));

export default HomePage;
