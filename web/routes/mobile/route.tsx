import { MobilePage } from './mobile-page';
import { pageTitle } from '../../lib/page-title';
import { publicPageTitle } from '../../../common/page-meta';
import { WITHOUT_SCRIPTS } from '../../lib/page-scripts';

export const meta = () => pageTitle(publicPageTitle('/mobile'));

/** HTML and CSS only: nothing on this page needs a script. */
export const handle = WITHOUT_SCRIPTS;

export default MobilePage;
