import type { App } from '../app';
import { createGolfer, type Golfer } from './factories';
import { filledBeforeAll, testAppForFile, type TestApp } from './harness';
import { round, uploadAll } from './ingest-fixtures';

/** Noon UTC on a day of November 2026, plus `hours`. */
const on = (day: number, hours = 0) => new Date(Date.UTC(2026, 10, day, 12 + hours)).toISOString();
const PARS = [4, 4, 3, 5];

/**
 * Five rounds of November 2026 that the rounds list's sort, filters and pages tell apart.
 * Par 16 each. Ann's to par: Harbour +2, Old Course −1, Pine 0, Lakes (Bob alone, +4), Dunes no score.
 * 12 November holds Pine at 00:00 and Lakes at 23:30 UTC; the course names differ in case.
 */
export async function uploadRoundsListFixture(app: App, token: string) {
  await uploadAll(app, token, 'rounds', [
    round({ course: 'Harbour Links', playedAt: on(5), players: ['Ann'], pars: PARS, scores: { Ann: [5, 5, 3, 5] } }),
    round({ course: 'old Course', playedAt: on(10), players: ['Ann', 'Bob'], pars: PARS, scores: { Ann: [3, 4, 3, 5], Bob: [6, 6, 4, 6] } }),
    round({ course: 'Pine Valley', playedAt: on(12, -12), players: ['Ann'], pars: PARS, scores: { Ann: [4, 4, 3, 5] } }),
    round({ course: 'Lakes', playedAt: on(12, 11.5), players: ['Bob'], pars: PARS, scores: { Bob: [5, 5, 4, 6] } }),
    round({ course: 'Dunes', playedAt: on(20), players: ['Ann'], pars: PARS }),
  ]);
}

/** The calling test file's app with one golfer (no Pro plan) who holds the five rounds. */
export function roundsListForFile(): { t: TestApp; me: Golfer } {
  const t = testAppForFile();
  const me = filledBeforeAll(async () => {
    const golfer = await createGolfer(t, { pro: false });
    await uploadRoundsListFixture(t.app, golfer.token);
    return golfer;
  });
  return { t, me };
}
