import { SubscribeErrorPage } from '../pages/subscribe/error-page';

export default SubscribeErrorPage;
