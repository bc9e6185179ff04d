import { NotFoundPage } from '../pages/public/not-found-page';

export default NotFoundPage;
