import { NotFoundPage } from '../pages/public/not-found-page';
import { pageTitle } from '../lib/page-title';

/** Spec section 2: any other path is the not-found page, titled Error. */
export const meta = () => pageTitle('Error');

export default NotFoundPage;
