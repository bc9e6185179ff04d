import { SharedReportPage } from '../pages/shared/shared-report-page';
import { pageTitle } from '../lib/page-title';
import { messages } from '../../common/messages';

export const meta = () => pageTitle(messages.sharedPageTitle);

export default SharedReportPage;
