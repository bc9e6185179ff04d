import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { messages } from '../../../common/messages';
import type { RoundResponse } from '../../../common/schemas/stats';
import { signedInUser } from '../../test/api-stub';
import { renderAccount } from '../../test/stats-pages';

const summary = (player: string, score: number, toPar: number): RoundResponse['summaries'][number] => ({
  player,
  score,
  toPar,
  holesScored: 17,
  fairways: { hit: 5, of: 9 },
  greens: { hit: 4, of: 12 },
  putts: 25,
  puttHoles: 12,
  parAverages: { par3: null, par4: 5, par5: null },
});

const round: RoundResponse = {
  _id: 'r1',
  course: 'Harbour Links',
  playedAt: '2026-11-18T10:00:00.000Z',
  players: ['Chris', 'Sam'],
  holes: Array.from({ length: 18 }, (_, i) => ({ hole: i + 1, par: 4 })),
  scores: [
    ...Array.from({ length: 18 }, (_, i) => ({ player: 'Chris', hole: i + 1, score: i === 4 ? null : 5, putts: null })),
    { player: 'Sam', hole: 1, score: 3, putts: null },
  ],
  totals: [
    { player: 'Chris', out: 40, in: 45, total: 85 },
    { player: 'Sam', out: 3, in: null, total: 3 },
  ],
  par: { out: 36, in: 36, total: 72 },
  tees: 'Blue',
  courseRating: 71.2,
  slopeRating: 128,
  summaries: [summary('Chris', 85, 17), { ...summary('Sam', 3, -1), fairways: { hit: 0, of: 0 }, greens: { hit: 0, of: 0 }, putts: null, puttHoles: 0 }],
};

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell', { hidden: true }).map((c) => c.textContent);

describe('Round view', () => {
  it('shows the breadcrumb and the spec grid per player: 1-9, OUT, 10-18, IN, total, blanks where unset', async () => {
    renderAccount('/account/round/r1', {}, signedInUser, { round: { round, notFound: false, swings: [] } });
    // The wide grid is shown by a container query, which the test DOM does not evaluate: it is there, hidden.
    const chris = await screen.findByRole('table', { name: 'Scorecard of Chris', hidden: true });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Rounds' }).getAttribute('href')).toBe('/account/rounds');
    expect(breadcrumb.textContent).toContain('Harbour Links');
    expect(screen.getByText(/Blue tees, 71\.2 \/ 128/)).toBeTruthy();
    const header = within(chris).getAllByRole('columnheader', { hidden: true }).map((c) => c.textContent);
    expect(header).toEqual(['Hole', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'OUT', '10', '11', '12', '13', '14', '15', '16', '17', '18', 'IN', 'Total']);
    const rows = within(chris).getAllByRole('row', { hidden: true });
    expect(cellTexts(rows[1])).toEqual([...Array(9).fill('4'), '36', ...Array(9).fill('4'), '36', '72']);
    const scores = cellTexts(rows[2]);
    expect(scores[0]).toBe('5, bogey');
    expect(scores[4]).toBe('');
    expect(scores.slice(9, 10)).toEqual(['40']);
    expect(scores.slice(-2)).toEqual(['45', '85']);
    const sam = screen.getByRole('table', { name: 'Scorecard of Sam', hidden: true });
    const samScores = cellTexts(within(sam).getAllByRole('row', { hidden: true })[2]);
    expect(samScores).toEqual(['3, birdie', ...Array(8).fill(''), '3', ...Array(9).fill(''), '', '3']);
  });

  it('lists the shots with a swing clip, each with a camera mark to its view; no list without one', async () => {
    const swings = [{ id: '41', club: 'Dr' as const, player: 'Chris', hole: 1 }];
    renderAccount('/account/round/r1', {}, signedInUser, { round: { round, notFound: false, swings } });
    const mark = await screen.findByRole('link', { name: 'Swing of Chris’s Dr shot on hole 1' });
    expect(mark.getAttribute('href')).toBe('/account/shots/41');
    expect(screen.getByRole('heading', { name: 'Swings' })).toBeTruthy();
    expect(screen.getByText('Hole 1 · Chris · Dr')).toBeTruthy();
  });

  it('on a narrow screen stacks the front and back nine, each with its total, the name once, total and to par above', async () => {
    renderAccount('/account/round/r1', {}, signedInUser, { round: { round, notFound: false, swings: [] } });
    const front = await screen.findByRole('table', { name: 'Scorecard of Chris, holes 1-9' });
    const back = screen.getByRole('table', { name: 'Scorecard of Chris, holes 10-18' });
    expect(within(front).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Hole', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'OUT']);
    expect(within(back).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Hole', '10', '11', '12', '13', '14', '15', '16', '17', '18', 'IN']);
    expect(within(front).getByRole('rowheader', { name: 'Score' })).toBeTruthy();
    expect(cellTexts(within(back).getAllByRole('row')[2]).slice(-1)).toEqual(['45']);
    const section = screen.getByRole('region', { name: 'Chris' });
    // The name once: the section's heading, not again in the visible cards.
    expect(within(section).getByRole('heading', { name: 'Chris' })).toBeTruthy();
    expect(within(front).queryByText('Chris')).toBeNull();
    expect(within(back).queryByText('Chris')).toBeNull();
    expect(section.textContent).toContain('Total85+17 to par');
    // Chris's summary; Sam has no fairways or putts: dashes, not zeros.
    expect(screen.getByLabelText('Round summary of Chris').textContent).toContain('Fairways hit5/956%');
    expect(screen.getByLabelText('Round summary of Chris').textContent).toContain('Putts25over 12 holes');
    expect(screen.getByLabelText('Round summary of Chris').textContent).toContain('Par 4 average5.00');
    expect(screen.getByLabelText('Round summary of Sam').textContent).toContain('Fairways hit–');
    expect(within(screen.getByRole('region', { name: 'Sam' })).getByText('\u22121')).toBeTruthy();
    // The legend, once for the page.
    const legend = screen.getByRole('list', { name: 'Score marks' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3Eagle or better',
      '4Birdie',
      '5Par',
      '6Bogey',
      '7Double bogey or worse',
    ]);
  });

  it("says so when the round is not the user's or does not exist, or could not be read, with the way back", async () => {
    renderAccount('/account/round/nope', {}, signedInUser, { round: { round: null, notFound: true, swings: [] } });
    expect(await screen.findByText(messages.roundNotFound)).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Rounds' }).getAttribute('href')).toBe('/account/rounds');
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderAccount('/account/round/r1', {}, signedInUser, { round: { round: null, notFound: false, swings: [] } });
    expect(await screen.findByText(messages.roundLoadFailed)).toBeTruthy();
  });
});
