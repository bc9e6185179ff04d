import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PlayerScorecard } from './scorecard';

afterEach(cleanup);

// A nine-hole card: eagle, birdie, par, bogey, double bogey, triple bogey, a blank, albatross, par.
const PARS = [5, 4, 3, 4, 4, 5, 4, 5, 3];
const SCORES = [3, 3, 3, 5, 6, 8, null, 2, 3];
const round = {
  holes: PARS.map((par, i) => ({ hole: i + 1, par })),
  scores: SCORES.map((score, i) => ({ player: 'Ann', hole: i + 1, score, putts: i < 2 ? 2 : null })),
  totals: [{ player: 'Ann', out: 33, in: null, total: 33 }],
  par: { out: 37, in: null, total: 37 },
};

describe('Scorecard marks', () => {
  it('marks each score by its shape and says its name, and shows a 9-hole round as one nine', () => {
    render(<PlayerScorecard round={round} player="Ann" />);
    const front = screen.getByRole('table', { name: 'Scorecard of Ann, holes 1-9' });
    expect(screen.queryByRole('table', { name: 'Scorecard of Ann, holes 10-18' })).toBeNull();
    const cells = within(within(front).getAllByRole('row')[2]).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '3, eagle',
      '3, birdie',
      '3',
      '5, bogey',
      '6, double bogey',
      '8, triple bogey',
      '',
      '2, albatross',
      '3',
      '33',
    ]);
    const marks = cells.map((c) => c.querySelector('.mark')?.className ?? null);
    expect(marks).toEqual(['mark eagle', 'mark birdie', 'mark', 'mark bogey', 'mark double', 'mark double', null, 'mark eagle', 'mark', null]);
    // Total and to par: 33 strokes on the scored holes' par of 33 (hole 7 blank counts neither) is even.
    expect(screen.getByRole('region', { name: 'Ann' }).textContent).toContain('Total33E to par');
    // Putts where the desktop app sent them: a row of their own, summed over the nine.
    const putts = within(front).getAllByRole('row')[3];
    expect(within(putts).getByRole('rowheader').textContent).toBe('Putts');
    expect(within(putts).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '2', '', '', '', '', '', '', '', '4']);
  });

  it('names the player once, and shows a nine not played as one line on a phone', () => {
    const eighteen = {
      holes: [...round.holes, ...PARS.map((par, i) => ({ hole: i + 10, par }))],
      scores: round.scores,
      totals: round.totals,
      par: { out: 37, in: 37, total: 74 },
    };
    render(<PlayerScorecard round={eighteen} player="Ann" />);
    // The grid is for wide screens (a container query jsdom does not apply): hidden here, read all the same.
    const grid = screen.getByRole('table', { name: 'Scorecard of Ann', hidden: true });
    expect(within(grid).queryByRole('rowheader', { name: 'Ann', hidden: true })).toBeNull();
    expect(within(grid).getByRole('rowheader', { name: 'Score', hidden: true })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Scorecard of Ann, holes 1-9' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Scorecard of Ann, holes 10-18' })).toBeNull();
    expect(screen.getByText('Holes 10-18 not played')).toBeTruthy();
  });
});
