import { EmailUndoPage } from '../pages/public/email-undo-page';

export default EmailUndoPage;
