import { HomePage } from '../pages/public/home-page';

export default HomePage;
