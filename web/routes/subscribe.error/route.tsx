import { SubscribeErrorPage } from './error-page';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export const meta = () => pageTitle(messages.subscribeErrorTitle);

export default SubscribeErrorPage;
