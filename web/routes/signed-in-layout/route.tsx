import type { Route } from './+types/route';
import { SignedInProviders } from '../../app/signed-in-providers';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { guardSignedInPage } from './route.server';

export function loader({ context, request }: Route.LoaderArgs) {
  guardSignedInPage(context, request);
  return null;
}

// Once per visit to the signed-in area: a session that ends later is met by the guard below.
export const shouldRevalidate = () => false;

/** The route guard of spec section 2 around /account, /subscribe and /ogs-admin, with the providers these areas use. */
export default function SignedInLayout() {
  return (
    <SignedInProviders>
      <RequireSignIn />
    </SignedInProviders>
  );
}
