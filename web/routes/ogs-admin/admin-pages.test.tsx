import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme } from '@mui/material/styles';
import { data, Navigate, Route, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ADMIN_PAGE_SIZE } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { AdminInvite, AdminInvitesResponse, AdminUser, AdminUsersResponse, Feature } from '../../../common/schemas/admin';
import { SignedInProviders } from '../../app/signed-in-providers';
import { RequireEmployee } from '../../app/require-employee';
import { RequireSignIn } from '../../features/auth/components/require-sign-in';
import { jsonResponse, signedInUser, stubApi } from '../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../test/render-routes';
import { unlessUnreached } from '../../lib/unreached-action';
import { AdminLayout } from './admin-layout';
import { FeaturesPage, type FeaturesPageData } from '../ogs-admin.features/features-page';
import { InvitesPage, type InvitesPageData } from '../ogs-admin.invites/invites-page';
import { UserPage, type UserPageData } from '../ogs-admin.user/user-page';
import { UsersPage, type UsersPageData } from '../ogs-admin.users/users-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const employee = { ...signedInUser, _id: 'e1', email: 'staff@example.com', isEmployee: true };

/**
 * What the admin pages' loaders read (web/routes/ogs-admin/route.server.ts, drawn through the
 * real app in server/plugins/web-settings.test.ts), answered by the test: the users of a page and
 * search, one user, the features, the invites of a page; null where the read failed.
 */
interface Reads {
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

function renderAdmin(path: string, reads: Reads = {}, sessionUser: unknown = employee) {
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

const user = (n: number, extra: Partial<AdminUser> = {}): AdminUser => ({
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

const usersPage = (users: AdminUser[], total: number, page = 1): AdminUsersResponse => ({ users, total, pages: Math.ceil(total / ADMIN_PAGE_SIZE), page, pageSize: ADMIN_PAGE_SIZE });

const invite = (n: number, extra: Partial<AdminInvite> = {}): AdminInvite => ({
  _id: `i${n}`,
  email: `fan-${n}@example.com`,
  createdAt: '2025-07-01T12:00:00.000Z',
  sentAt: null,
  usedAt: null,
  link: `http://localhost:3000/signup?invite=token-${n}`,
  ...extra,
});

const invitesPage = (invites: AdminInvite[], total = invites.length, page = 1): AdminInvitesResponse => ({
  invites,
  total,
  pages: Math.ceil(total / ADMIN_PAGE_SIZE),
  page,
  pageSize: ADMIN_PAGE_SIZE,
});

describe('access', () => {
  it('shows a signed-in non-employee the not-found page and none of the area', async () => {
    // The server's loaders read nothing for them (server/plugins/web-settings.test.ts).
    renderAdmin('/ogs-admin/users', { users: () => usersPage([user(1)], 1) }, signedInUser);
    expect(await screen.findByRole('heading', { name: '404 Ball Not Found' })).toBeTruthy();
    expect(screen.queryByText('Internal Admin')).toBeNull();
    expect(screen.queryByText('member-1@example.com')).toBeNull();
  });

  it('sends a visitor to the login page', async () => {
    renderAdmin('/ogs-admin/invites', {}, null);
    expect(await screen.findByText(/^Login at \/login/)).toBeTruthy();
  });

  it('opens Users from /ogs-admin, with the sidebar', async () => {
    renderAdmin('/ogs-admin', { users: () => usersPage([], 0) });
    expect(await screen.findByRole('heading', { name: 'Users (0)' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Internal Admin' });
    for (const label of ['Users', 'Beta Requests', 'Features', 'Releases']) expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    expect(screen.getByText(messages.adminUsersEmpty)).toBeTruthy();
  });

  it('Features has its title and lists each switch as On or Off with its detail', async () => {
    renderAdmin('/ogs-admin/features', {
      features: () => [
        { id: 'mail', name: 'Outgoing mail (SMTP)', enabled: true, detail: 'Sent through the outbox.' },
        { id: 'payments', name: 'Payments (Stripe)', enabled: false, detail: 'Off: the local stand-in. Set STRIPE_SECRET_KEY.' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Features', level: 1 })).toBeTruthy();
    const mail = await screen.findByRole('region', { name: 'Outgoing mail (SMTP)' });
    expect(within(mail).getByText('On')).toBeTruthy();
    expect(within(mail).getByText('Sent through the outbox.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payments (Stripe)' })).getByText('Off')).toBeTruthy();
  });

  it('says so when the features cannot be loaded, and Retry reads them again', async () => {
    let fail = true;
    renderAdmin('/ogs-admin/features', { features: () => (fail ? null : [{ id: 'mail', name: 'Outgoing mail (SMTP)', enabled: true, detail: 'Sent.' }]) });
    expect(await screen.findByText(messages.adminFeaturesLoadFailed)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Outgoing mail (SMTP)' })).toBeTruthy();
  });
});

describe('Users', () => {
  it('shows the total, the columns, YES or blank, and links each e-mail to the user', async () => {
    const rows = [user(1, { isPro: true }), user(2, { isEmployee: true }), user(3)];
    renderAdmin('/ogs-admin/users', { users: () => usersPage(rows, 1234) });
    expect(await screen.findByRole('heading', { name: 'Users (1,234)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Email', 'Created', 'Pro', 'Employee']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['member-1@example.com', 'Jun 2, 2025', 'YES', ''],
      ['member-2@example.com', 'Jun 3, 2025', '', 'YES'],
      ['member-3@example.com', 'Jun 4, 2025', '', ''],
    ]);
    expect(screen.getByRole('link', { name: 'member-2@example.com' }).getAttribute('href')).toBe('/ogs-admin/users/u2');
  });

  it('reads the page from ?page= and links the other pages, keeping the search', async () => {
    const asked: [number, string][] = [];
    renderAdmin('/ogs-admin/users?page=2&q=club', {
      users: (page, q) => {
        asked.push([page, q]);
        return usersPage([user(1)], 80, 2);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Users (80)' })).toBeTruthy();
    expect(asked).toEqual([[2, 'club']]);
    expect((screen.getByLabelText(messages.adminSearchLabel) as HTMLInputElement).value).toBe('club');
    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(pages).getByRole('link', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Go to page 4' }).getAttribute('href')).toBe('/ogs-admin/users?page=4&q=club');
    expect(within(pages).getByRole('link', { name: 'Go to previous page' }).getAttribute('href')).toBe('/ogs-admin/users?page=1&q=club');
  });

  it('offers the way back from a page past the end', async () => {
    renderAdmin('/ogs-admin/users?page=9', { users: (page) => usersPage([], 30, page) });
    expect(await screen.findByText(messages.adminPageEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.adminFirstPage }).getAttribute('href')).toBe('/ogs-admin/users?page=1');
  });

  it('searches once typing pauses, from page 1, with % and _ sent as typed; without JavaScript the search is a GET form', async () => {
    const { loaded } = renderAdmin('/ogs-admin/users?page=3', {
      users: (page, q) => (q === 'a%b_c' ? usersPage([user(7, { email: 'a%b_c@example.com' })], 1) : usersPage([user(1)], 60, page)),
    });
    expect(await screen.findByRole('heading', { name: 'Users (60)' })).toBeTruthy();
    const field = screen.getByLabelText(messages.adminSearchLabel) as HTMLInputElement;
    expect(field.name).toBe('q');
    expect(field.form!.getAttribute('method')).toBe('get');
    expect(field.form!.getAttribute('action')).toBe('/ogs-admin/users');
    const typer = userEvent.setup();
    await typer.type(field, 'a%b_c');
    // The search waits for typing to pause (300 ms), then loads: room for a busy machine.
    expect(await screen.findByRole('link', { name: 'a%b_c@example.com' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users (1)' })).toBeTruthy();
    // One search for the whole word, not one per keystroke.
    expect(loaded.filter((path) => path.includes('q='))).toEqual(['/ogs-admin/users?q=a%25b_c']);
  });

  it('says when a search finds nobody, and clears it', async () => {
    renderAdmin('/ogs-admin/users?q=zzz', { users: (_page, q) => (q === 'zzz' ? usersPage([], 0) : usersPage([user(1)], 1)) });
    expect(await screen.findByText('No users match “zzz”.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: messages.adminSearchClear }));
    expect(await screen.findByRole('link', { name: 'member-1@example.com' })).toBeTruthy();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    let fail = true;
    renderAdmin('/ogs-admin/users', { users: () => (fail ? null : usersPage([user(1)], 1)) });
    expect(await screen.findByText(messages.adminLoadFailed)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'member-1@example.com' })).toBeTruthy();
  });
});

describe('User detail', () => {
  it('shows e-mail, ID, chips, name, dates, terms, marketing and the Stripe customer', async () => {
    const shown = user(5, { name: 'Ann Golfer', isPro: true, isEmployee: true, marketing: true, stripe: { customerId: 'cus_1' } });
    renderAdmin('/ogs-admin/users/u5', { user: (id) => ({ user: id === 'u5' ? shown : null, notFound: id !== 'u5' }) });
    expect(await screen.findByRole('heading', { name: 'member-5@example.com', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('admin-user-id').textContent).toBe('u5');
    expect(within(screen.getByTestId('admin-user-chips')).getAllByText(/./).map((c) => c.textContent)).toEqual(['Employee', 'Pro', 'Customer Created']);
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Name')).toBe('Ann Golfer');
    expect(field('Created')).toMatch(/^Jun 6, 2025, \d{1,2}:\d{2} [AP]M$/);
    expect(field('Accepted Terms')).toMatch(/^Jun 1, 2025/);
    expect(field('Marketing Opt-In')).toBe('Yes');
    expect(screen.getByRole('link', { name: messages.adminBackToUsers }).getAttribute('href')).toBe('/ogs-admin/users');
  });

  it('shows Standard, Not Set twice (terms in the error colour), No, and no customer chip', async () => {
    const shown = user(6, { acceptedTermsAt: null });
    renderAdmin('/ogs-admin/users/u6', { user: () => ({ user: shown, notFound: false }) });
    await screen.findByRole('heading', { name: 'member-6@example.com' });
    expect(within(screen.getByTestId('admin-user-chips')).getAllByText(/./).map((c) => c.textContent)).toEqual(['Standard']);
    const notSet = screen.getAllByText('Not Set');
    expect(notSet).toHaveLength(2);
    const terms = screen.getByText('Accepted Terms', { selector: 'dt' }).nextElementSibling!.querySelector('span')!;
    expect(terms.textContent).toBe('Not Set');
    // The error colour of the theme in force (MUI's default here: the test renders no ThemeProvider).
    expect(getComputedStyle(terms).color).toBe(createTheme().palette.error.main);
    expect(screen.getByText('Marketing Opt-In', { selector: 'dt' }).nextElementSibling?.textContent).toBe('No');
  });

  it('says User not found for an unknown id, and a failed read with Retry', async () => {
    renderAdmin('/ogs-admin/users/nope', { user: () => ({ user: null, notFound: true }) });
    expect(await screen.findByRole('heading', { name: messages.adminUserNotFound })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    cleanup();
    renderAdmin('/ogs-admin/users/u7', { user: () => ({ user: null, notFound: false }) });
    expect(await screen.findByText(messages.adminUserLoadFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.adminUserTitle })).toBeTruthy();
  });
});

describe('Beta Invites', () => {
  it('shows the total, the columns, the dates, and Send Invite only while neither sent nor used', async () => {
    const rows = [invite(1), invite(2, { sentAt: '2025-07-02T12:00:00.000Z' }), invite(3, { sentAt: '2025-07-02T12:00:00.000Z', usedAt: '2025-07-03T12:00:00.000Z' }), invite(4, { usedAt: '2025-07-04T12:00:00.000Z' })];
    renderAdmin('/ogs-admin/invites', { invites: () => invitesPage(rows, 30) });
    expect(await screen.findByRole('heading', { name: 'Beta Invites (30)' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Beta Invites' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Email', 'Created', 'Sent', 'Used', 'Actions']);
    const rowOf = (email: string) => within(table).getByText(email).closest('tr')!;
    expect(within(rowOf('fan-1@example.com')).getAllByRole('cell').map((c) => c.textContent).slice(1, 4)).toEqual(['Jul 1, 2025', '', '']);
    expect(within(rowOf('fan-3@example.com')).getAllByRole('cell').map((c) => c.textContent).slice(1, 4)).toEqual(['Jul 1, 2025', 'Jul 2, 2025', 'Jul 3, 2025']);
    expect(within(table).getAllByRole('button', { name: /^Copy Invite Link/ })).toHaveLength(4);
    expect(within(table).getAllByRole('button', { name: /^Send Invite/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Send Invite fan-1@example.com']);
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe('/ogs-admin/invites?page=2');
  });

  it('reads the page from ?page=, and Send Invite posts to that page without JavaScript', async () => {
    const asked: number[] = [];
    renderAdmin('/ogs-admin/invites?page=2', {
      invites: (page) => {
        asked.push(page);
        return invitesPage([invite(9)], 26, 2);
      },
    });
    expect(await screen.findByRole('cell', { name: 'fan-9@example.com' })).toBeTruthy();
    expect(asked).toEqual([2]);
    const send = screen.getByRole('button', { name: /^Send Invite/ }) as HTMLButtonElement;
    expect(send.form!.getAttribute('action')).toBe('/ogs-admin/invites?page=2');
    expect(send.form!.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(send.form!))).toEqual({ intent: 'send-invite', id: 'i9' });
  });

  it('copies the invite link and says so', async () => {
    renderAdmin('/ogs-admin/invites', { invites: () => invitesPage([invite(1)]) });
    const typer = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await typer.click(await screen.findByRole('button', { name: /^Copy Invite Link/ }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/signup?invite=token-1');
    expect(await screen.findByText('Invite link copied to clipboard')).toBeTruthy();
  });

  it('sends through the dialog: buttons disabled while sending, closes, says so, reloads the list', async () => {
    let sent = false;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { loaded, posted } = renderAdmin('/ogs-admin/invites', {
      invites: () => invitesPage([invite(1, { sentAt: sent ? '2025-07-05T12:00:00.000Z' : null })]),
      sendInvite: async () => {
        await gate;
        sent = true;
        return { done: messages.inviteSent };
      },
    });
    const typer = userEvent.setup();
    await typer.click(await screen.findByRole('button', { name: /^Send Invite/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Beta Invite' });
    expect(within(dialog).getByText('Send a beta invite to fan-1@example.com?')).toBeTruthy();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    const confirm = within(dialog).getByRole('button', { name: 'Send Invite' }) as HTMLButtonElement;
    await typer.click(confirm);

    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect(cancel.disabled).toBe(true);
    // The invite's id goes to the page's action, which sends it as POST /api/admin/invite does.
    expect(posted).toEqual([{ intent: 'send-invite', id: 'i1' }]);

    await act(async () => open());
    expect(await screen.findByText('Invite has been sent!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Send Invite/ })).toBeNull());
    expect(loaded.filter((path) => path === '/ogs-admin/invites')).toHaveLength(2);
  });

  it('Cancel closes the dialog and sends nothing', async () => {
    const { posted } = renderAdmin('/ogs-admin/invites', { invites: () => invitesPage([invite(1)]) });
    const typer = userEvent.setup();
    await typer.click(await screen.findByRole('button', { name: /^Send Invite/ }));
    await typer.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    renderAdmin('/ogs-admin/invites', {
      invites: () => invitesPage([invite(1)]),
      sendInvite: () => data({ error: messages.inviteAlreadySent, code: 'invite_already_sent' }, { status: 409 }),
    });
    const typer = userEvent.setup();
    await typer.click(await screen.findByRole('button', { name: /^Send Invite/ }));
    const dialog = await screen.findByRole('dialog');
    await typer.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText(messages.inviteAlreadySent)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('Invite has been sent!')).toBeNull();
  });

  it('says so in the dialog when the post never reached the action (the route\'s client action), and sends nothing', async () => {
    renderAdmin('/ogs-admin/invites', {
      invites: () => invitesPage([invite(1)]),
      sendInvite: () => unlessUnreached(() => Promise.reject(new TypeError('Failed to fetch')), () => ({ error: messages.unknownError })),
    });
    const typer = userEvent.setup();
    await typer.click(await screen.findByRole('button', { name: /^Send Invite/ }));
    const dialog = await screen.findByRole('dialog');
    await typer.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText(messages.unknownError)).toBeTruthy();
    expect(screen.queryByText('Invite has been sent!')).toBeNull();
  });
});
