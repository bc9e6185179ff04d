import { HumanVerificationLayout } from '../../features/human-verification/human-verification-provider';
import { SCRIPTS_ON_FIRST_USE } from '../../lib/page-scripts';

/** Its bot check is made when a form is sent, by the app, which may start on first use. */
export const handle = SCRIPTS_ON_FIRST_USE;

export default HumanVerificationLayout;
