import { PublicLayout } from '../components/layout/public-layout';

export default PublicLayout;
