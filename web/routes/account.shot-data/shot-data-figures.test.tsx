import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../common/messages';
import { proUser, signedInUser } from '../../test/api-stub';
import { shotStats } from '../../test/shot-stats';
import { renderAccount } from '../../test/stats-pages';

const stats = (player: string, longest: number) => shotStats({ player, longest });

describe('Shot data', () => {
  it('shows a free user the locked teaser, word for word, and asks for no statistics', async () => {
    const calls = renderAccount('/account/shot-data', {}, signedInUser, { shotData: () => ({ isPro: false }) });
    expect(await screen.findByRole('heading', { name: 'Upgrade to OpenGolfSim Pro' })).toBeTruthy();
    expect(screen.getByText('Analyze your historical shot data in the cloud with the Pro plan. Just $49.99 per year.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(screen.getByTestId('teaser-sample').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('teaser-sample').textContent).toContain('Sim Handicap');
    expect(calls.some((c) => c.path.startsWith('/api/stats/shots'))).toBe(false);
  });

  it('shows a Pro user the figures in yards, then reloads them for the chosen player', async () => {
    const read: string[] = [];
    renderAccount('/account/shot-data', {}, proUser, {
      shotData: (url) => {
        const player = url.searchParams.get('player') ?? 'all';
        read.push(player);
        return { isPro: true, player, players: ['Ann', 'Bob'], stats: stats(player, player === 'Bob' ? 200 : 230) };
      },
    });
    const longest = await screen.findByRole('region', { name: 'Longest Drive' });
    await waitFor(() => expect(longest.textContent).toContain('251.5 yd'));
    // The change itself beside the arrow (PRODUCT.md), coloured by its direction from 1 % a day.
    expect(longest.textContent).toContain('+4.80% a day');
    expect(within(longest).getByRole('img', { name: 'Trending up: +4.80% a day on average over the period' })).toBeTruthy();
    expect(longest.textContent).toContain('Last 10 days');
    expect(screen.getByRole('region', { name: 'Average Driver Distance' }).textContent).toContain('236.9 yd');
    expect(screen.getByRole('region', { name: 'Fairways Hit' }).textContent).toContain('66.7%');
    const clubs = screen.getByRole('table', { name: 'Average carry by club, in yards' });
    expect(within(clubs).getByRole('columnheader', { name: 'Average carry (yards)' })).toBeTruthy();
    expect(within(clubs).getByRole('row', { name: /^Dr/ }).textContent).toContain('218.7');
    expect(within(clubs).getByRole('row', { name: /^7i/ }).textContent).toContain('142.2');
    expect(screen.getByText('Average smash factor 1.34 of a possible 1.5')).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.shotDataDownloadCsv }).getAttribute('href')).toBe('/api/stats/shots.csv?player=all');

    const user = userEvent.setup();
    const player = screen.getByRole('combobox', { name: 'Player' });
    expect(within(player).getAllByRole('option').map((o) => o.textContent)).toEqual(['All players', 'Ann', 'Bob']);
    await user.selectOptions(player, 'Bob');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Longest Drive' }).textContent).toContain('218.7 yd'));
    expect(read).toEqual(['all', 'Bob']);
    expect(screen.getByRole('link', { name: messages.shotDataDownloadCsv }).getAttribute('href')).toBe('/api/stats/shots.csv?player=Bob');
  });

  it('tells a Pro user without shots how to connect the desktop app', async () => {
    renderAccount('/account/shot-data', {}, proUser, {
      shotData: () => ({
        isPro: true,
        player: 'all',
        players: [],
        stats: { ...stats('all', 0), players: [], shotCount: 0, clubs: [], smash: { average: null, count: 0 } },
      }),
    });
    expect(await screen.findByRole('heading', { name: messages.shotDataEmptyTitle })).toBeTruthy();
    expect(screen.getByText(messages.shotDataEmptyBody)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Player' })).toBeNull();
  });
});
