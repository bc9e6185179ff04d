import { FeaturesPage } from '../pages/admin/features-page';

export default FeaturesPage;
