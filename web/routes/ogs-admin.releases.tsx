import { ReleasesPage } from '../pages/admin/releases-page';

export default ReleasesPage;
