import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../common/messages';
import type { PlayerHandicap } from '../../../common/schemas/handicap';
import type { RoundsResponse, RoundSummary } from '../../../common/schemas/stats';
import { proUser, signedInUser } from '../../test/api-stub';
import { renderAccount } from '../../test/stats-pages';
import type { RoundsPageData } from './rounds-page';

const harbour: RoundSummary = {
  _id: 'r1',
  course: 'Harbour Links',
  players: ['Chris', 'Sam', 'Alex'],
  playedAt: '2026-11-18T10:00:00.000Z',
  holesPlayed: 17,
  holeCount: 18,
  results: [
    { player: 'Chris', score: 85, toPar: 17, holesScored: 17 },
    { player: 'Sam', score: 70, toPar: -2, holesScored: 16 },
    { player: 'Alex', score: null, toPar: null, holesScored: 0 },
  ],
};

const handicapOf = (player: string, index: number | null): PlayerHandicap => ({
  player,
  index,
  scores: index === null ? 2 : 5,
  counted: index === null ? 0 : 1,
  adjustment: 0,
  recent: [],
});

const onePage = (rounds: RoundSummary[]): RoundsResponse => ({ rounds, total: rounds.length, page: 1, pageSize: 20, pages: 1, courses: [...new Set(rounds.map((r) => r.course))] });
/** A list read: every player's rounds unless the address names one. */
const roundsRead =
  (answer: (player: string) => RoundsResponse | null, { players = [] as string[], handicap = null as RoundsPageData['handicap'] } = {}) =>
  (url: URL): RoundsPageData => {
    const player = url.searchParams.get('player') ?? 'all';
    const query = { page: 1, pageSize: 20, sort: '-date' as const, ...(player === 'all' ? {} : { player }) };
    return { query, fault: null, player, players, rounds: answer(player), handicap };
  };

describe('Rounds list', () => {
  it('shows each round linking to its view with course and players', async () => {
    renderAccount('/account/rounds', {}, signedInUser, { rounds: roundsRead(() => onePage([harbour])) });
    const link = await screen.findByRole('link', { name: /Harbour Links/ });
    expect(link.getAttribute('href')).toBe('/account/round/r1');
    expect(link.textContent).toContain('Chris, Sam');
    // The holes played and each player's score to par, with a real minus sign; "thru" where a player stopped.
    expect(link.textContent).toContain('17 of 18 holes');
    expect(link.textContent).toContain('Chris85+17 to par');
    expect(link.textContent).toContain('Sam70\u22122 to parthru 16');
    expect(link.textContent).toContain('Alexno score');
    // A free user's list comes without Sim Handicaps.
    expect(screen.queryByRole('region', { name: 'Sim Handicap' })).toBeNull();
  });

  it('filters by player from the address, and shows a Pro user each Sim Handicap there is', async () => {
    const handicap = { players: [handicapOf('Chris', 14.3), handicapOf('Sam', -1.2), handicapOf('Alex', null)] };
    const read = roundsRead((player) => onePage(player === 'Sam' ? [harbour] : [harbour, { ...harbour, _id: 'r2' }]), { players: ['Chris', 'Sam'], handicap });
    renderAccount('/account/rounds?player=Sam', {}, proUser, { rounds: read });
    expect(await screen.findAllByRole('link', { name: /Harbour Links/ })).toHaveLength(1);
    // Only the chosen player's index; a plus handicap written with a plus.
    const strip = await screen.findByRole('region', { name: 'Sim Handicap' });
    expect(strip.textContent).toBe('Sim HandicapSam+1.2');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Player' }), 'All players');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Harbour Links/ })).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Sim Handicap' }).textContent).toBe('Sim HandicapChris14.3Sam+1.2');
  });

  it('tells a new user where rounds come from, and says so when they cannot be loaded', async () => {
    renderAccount('/account/rounds', {}, signedInUser, { rounds: roundsRead(() => onePage([])) });
    expect(await screen.findByText(/No rounds yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.downloadDesktopApp }).getAttribute('href')).toBe('/account/downloads');
    cleanup();
    renderAccount('/account/rounds', {}, signedInUser, { rounds: roundsRead(() => null) });
    expect(await screen.findByText(messages.roundsLoadFailed)).toBeTruthy();
  });
});
