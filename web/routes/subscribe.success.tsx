import { SubscribeSuccessPage } from '../pages/subscribe/success-page';

export default SubscribeSuccessPage;
