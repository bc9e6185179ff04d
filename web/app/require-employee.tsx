import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { NotFoundPage } from './not-found-page';
import { useSession } from '../features/auth/session-provider';

/**
 * Inside the sign-in guard. Non-employees get the ordinary not-found page, so the admin area
 * does not reveal that it exists (its API answers 404 to them too).
 */
export function RequireEmployee({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (!user?.isEmployee) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return children ?? <Outlet />;
}
