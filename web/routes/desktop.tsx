import { DesktopPage } from '../pages/public/desktop-page';

export default DesktopPage;
