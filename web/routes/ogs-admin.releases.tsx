import { ReleasesPage } from '../pages/admin/releases-page';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export const meta = () => pageTitle(messages.releasesTitle);

export default ReleasesPage;
