import { HumanVerificationLayout } from '../../features/human-verification/human-verification-provider';

export default HumanVerificationLayout;
