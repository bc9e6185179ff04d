import { RequireEmployee } from '../../app/require-employee';
import { adminAreaStatus } from './route.server';
import { AdminLayout } from './admin-layout';
import type { Route } from './+types/route';

/** A signed-in user who is not an employee is answered 404 (the area's pages read nothing for them). */
export function loader({ context }: Route.LoaderArgs) {
  return adminAreaStatus(context);
}

/** The internal admin area, inside the sign-in guard: employees only. */
export default function AdminArea() {
  return (
    <RequireEmployee>
      <AdminLayout />
    </RequireEmployee>
  );
}
