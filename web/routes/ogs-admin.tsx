import { RequireEmployee } from '../app/require-employee';
import { AdminLayout } from '../pages/admin/admin-layout';

/** The internal admin area (issue 7), inside the sign-in guard: employees only. */
export default function AdminArea() {
  return (
    <RequireEmployee>
      <AdminLayout />
    </RequireEmployee>
  );
}
