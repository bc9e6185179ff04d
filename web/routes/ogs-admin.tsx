import { RequireEmployee } from '../app/require-employee';
import { adminAreaStatus } from './ogs-admin.server';
import { AdminLayout } from '../pages/admin/admin-layout';
import type { Route } from './+types/ogs-admin';

/** A signed-in user who is not an employee is answered 404 (the area's pages read nothing for them). */
export function loader({ context }: Route.LoaderArgs) {
  return adminAreaStatus(context);
}

/** The internal admin area (issue 7), inside the sign-in guard: employees only. */
export default function AdminArea() {
  return (
    <RequireEmployee>
      <AdminLayout />
    </RequireEmployee>
  );
}
