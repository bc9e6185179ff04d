import { SharedReportPage } from '../pages/shared/shared-report-page';

export default SharedReportPage;
