import { SignupPage } from '../pages/public/signup-page';

export default SignupPage;
