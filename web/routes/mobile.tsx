import { MobilePage } from '../pages/public/mobile-page';

export default MobilePage;
