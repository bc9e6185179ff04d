import { SignedInProviders } from '../../app/signed-in-providers';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';

/** The route guard of spec section 2 around /account, /subscribe and /ogs-admin, with the providers these areas use. */
export default function SignedInLayout() {
  return (
    <SignedInProviders>
      <RequireSignIn />
    </SignedInProviders>
  );
}
