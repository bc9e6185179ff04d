import { FeaturesPage } from '../pages/admin/features-page';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export const meta = () => pageTitle(messages.adminFeaturesTitle);

export default FeaturesPage;
