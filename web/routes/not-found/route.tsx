import { data } from 'react-router';
import { NotFoundPage } from '../../app/not-found-page';
import { pageTitle } from '../../lib/page-title';
import { WITHOUT_SCRIPTS } from '../../lib/page-scripts';

/** Any other path is answered 404, so that crawlers and link checkers do not take it for a page. */
export const loader = () => data(null, { status: 404 });

/** Spec section 2: any other path is the not-found page, titled Error. */
export const meta = () => pageTitle('Error');

/** HTML and CSS only where its layout needs no script either (the public pages'). */
export const handle = WITHOUT_SCRIPTS;

export default NotFoundPage;
