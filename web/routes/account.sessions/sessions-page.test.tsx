import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInUser } from '../../test/api-stub';
import { A, B, friday, listOf, monday, renderAccount } from '../../test/sessions-pages';

describe('Sessions list', () => {
  it('lists the sessions newest first with date, name, source, shots and clubs, and compares two picked ones, the earlier as A', async () => {
    const user = userEvent.setup();
    const compared: string[] = [];
    renderAccount('/account/sessions', {
      list: listOf([friday, monday]),
      compare: (url) => {
        compared.push(url.search);
        return { isPro: true, valid: true, notFound: false, compare: { a: monday, b: friday, hideMishits: false, clubs: [] }, dispersions: [], choices: [monday, friday] };
      },
    });
    const table = await screen.findByRole('table', { name: 'Range sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Friday range', 'Monday range']);
    expect(rows[0].textContent).toContain('Desktop app');
    expect(rows[0].textContent).toContain('Dr 7i');
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe(`/account/sessions/${B}`);
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Pick Friday range/ }));
    await user.click(screen.getByRole('checkbox', { name: /Pick Monday range/ }));
    expect((compare as HTMLButtonElement).disabled).toBe(false);
    await user.click(compare);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare sessions' })).toBeTruthy();
    expect(compared).toEqual([`?a=${A}&b=${B}`]);
  });

  it('tells a golfer without sessions where they come from, and shows free users the locked teaser without asking for sessions', async () => {
    renderAccount('/account/sessions', { list: listOf([]) });
    expect(await screen.findByText(/No range sessions yet/)).toBeTruthy();
    cleanup();
    const { calls } = renderAccount('/account/sessions', { list: () => ({ isPro: false, page: 1, player: 'all', players: [], list: null }) }, { user: signedInUser });
    expect(await screen.findByRole('heading', { name: /Upgrade to .* Pro/ })).toBeTruthy();
    expect(screen.getByTestId('teaser-sample').getAttribute('aria-hidden')).toBe('true');
    expect(calls.some((c) => c.path.startsWith('/api/sessions'))).toBe(false);
  });
});
