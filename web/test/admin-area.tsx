import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { data, Navigate, Route, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../common/constants';
import { messages } from '../../common/messages';
import type { AdminInvite, AdminInvitesResponse, AdminUser, AdminUsersResponse, Feature } from '../../common/schemas/admin';
import { SignedInProviders } from '../app/signed-in-providers';
import { RequireEmployee } from '../app/require-employee';
import { RequireSignIn } from '../features/auth/components/require-sign-in';
import { jsonResponse, signedInUser, stubApi } from './api-stub';
import { LocationProbe, renderRoutes } from './render-routes';
import { AdminLayout } from '../routes/ogs-admin/admin-layout';
import { FeaturesPage, type FeaturesPageData } from '../routes/ogs-admin.features/features-page';
import { InvitesPage, type InvitesPageData } from '../routes/ogs-admin.invites/invites-page';
import { UserPage, type UserPageData } from '../routes/ogs-admin.user/user-page';
import { UsersPage, type UsersPageData } from '../routes/ogs-admin.users/users-page';

/*
 * The admin area as the route table nests it (sign-in, the employee guard, the layout and its pages),
 * for the pages' tests in their route folders: each page with a loader that answers what the test
 * gives it, and the factories of the users and invites those answers list.
 */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A signed-in employee of the company, who may open the admin area. */
export const employee = { ...signedInUser, _id: 'e1', email: 'staff@example.com', isEmployee: true };

/**
 * What the admin pages' loaders read (web/routes/ogs-admin/route.server.ts, drawn through the
 * real app in server/plugins/web-settings.test.ts), answered by the test: the users of a page and
 * search, one user, the features, the invites of a page; null where the read failed.
 */
export interface Reads {
  users?: (page: number, q: string) => AdminUsersResponse | null;
  user?: (userId: string) => UserPageData;
  features?: () => Feature[] | null;
  invites?: (page: number) => AdminInvitesResponse | null;
  sendInvite?: (fields: Record<string, FormDataEntryValue>) => unknown;
}

/** The page of the address as the loaders read it: a whole number from 1, else 1. */
const pageOf = (url: URL) => (/^[1-9]\d{0,5}$/.test(url.searchParams.get('page') ?? '') ? Number(url.searchParams.get('page')) : 1);

function UsersRoute() {
  return <UsersPage data={useLoaderData<UsersPageData>()} />;
}
function UserRoute() {
  return <UserPage data={useLoaderData<UserPageData>()} />;
}
function FeaturesRoute() {
  return <FeaturesPage data={useLoaderData<FeaturesPageData>()} />;
}
function InvitesRoute() {
  return <InvitesPage data={useLoaderData<InvitesPageData>()} />;
}

export function renderAdmin(path: string, reads: Reads = {}, sessionUser: unknown = employee) {
  const calls = stubApi({ 'GET /api/user/session': () => jsonResponse(200, { user: sessionUser }) });
  const loaded: string[] = [];
  const posted: Record<string, FormDataEntryValue>[] = [];
  const usersLoader = ({ request }: LoaderFunctionArgs): UsersPageData => {
    const url = new URL(request.url);
    loaded.push(url.pathname + url.search);
    const page = pageOf(url);
    const q = (url.searchParams.get('q') ?? '').trim();
    return { page, q, users: reads.users?.(page, q) ?? null };
  };
  const userLoader = ({ request, params }: LoaderFunctionArgs) => {
    loaded.push(new URL(request.url).pathname);
    const answer = reads.user?.(params.userId ?? '') ?? { user: null, notFound: false };
    return data(answer, { status: answer.notFound ? 404 : 200 });
  };
  const invitesLoader = ({ request }: LoaderFunctionArgs): InvitesPageData => {
    const url = new URL(request.url);
    loaded.push(url.pathname + url.search);
    return { page: pageOf(url), invites: reads.invites?.(pageOf(url)) ?? null };
  };
  const invitesAction = async ({ request }: ActionFunctionArgs) => {
    const fields = Object.fromEntries(await request.formData());
    posted.push(fields);
    return reads.sendInvite?.(fields) ?? { done: messages.inviteSent };
  };
  renderRoutes(
    path,
    <>
      <Route element={<RequireSignIn />}>
        <Route element={<SignedInProviders />}>
          <Route path="ogs-admin" element={<RequireEmployee />}>
            <Route element={<AdminLayout />}>
              <Route index element={<Navigate to="users" replace />} />
              <Route path="users" loader={usersLoader} element={<UsersRoute />} />
              <Route path="users/:userId" loader={userLoader} element={<UserRoute />} />
              <Route path="features" loader={() => ({ features: reads.features?.() ?? null })} element={<FeaturesRoute />} />
              <Route path="invites" loader={invitesLoader} action={invitesAction} element={<InvitesRoute />} />
            </Route>
          </Route>
        </Route>
      </Route>
      <Route path="/login" element={<LocationProbe label="Login" />} />
    </>,
  );
  return { calls, loaded, posted };
}

export const user = (n: number, extra: Partial<AdminUser> = {}): AdminUser => ({
  _id: `u${n}`,
  email: `member-${n}@example.com`,
  name: null,
  createdAt: '2025-06-0' + ((n % 9) + 1) + 'T12:00:00.000Z',
  acceptedTermsAt: '2025-06-01T12:00:00.000Z',
  marketing: false,
  isPro: false,
  isEmployee: false,
  stripe: { customerId: null },
  ...extra,
});

export const usersPage = (users: AdminUser[], total: number, page = 1): AdminUsersResponse => ({ users, total, pages: Math.ceil(total / ADMIN_PAGE_SIZE), page, pageSize: ADMIN_PAGE_SIZE });

export const invite = (n: number, extra: Partial<AdminInvite> = {}): AdminInvite => ({
  _id: `i${n}`,
  email: `fan-${n}@example.com`,
  createdAt: '2025-07-01T12:00:00.000Z',
  sentAt: null,
  usedAt: null,
  link: `http://localhost:3000/signup?invite=token-${n}`,
  ...extra,
});

export const invitesPage = (invites: AdminInvite[], total = invites.length, page = 1): AdminInvitesResponse => ({
  invites,
  total,
  pages: Math.ceil(total / ADMIN_PAGE_SIZE),
  page,
  pageSize: ADMIN_PAGE_SIZE,
});
