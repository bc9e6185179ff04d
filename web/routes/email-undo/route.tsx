import { EmailUndoPage } from './email-undo-page';
import { pageTitle } from '../../lib/page-title';
import { messages } from '../../../common/messages';

export const meta = () => pageTitle(messages.emailUndoTitle);

export default EmailUndoPage;
