import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { deviceToken } from './fixtures';

/**
 * Golf to look at: a round of two players and range and tee shots over several clubs, uploaded
 * through the desktop app's API with a device token (payloads as in e2e/stats.spec.ts).
 */

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];

/** Uploads new items through the desktop app's API; each must be stored (none a duplicate or refused). */
export async function upload(request: APIRequestContext, token: string, kind: 'rounds' | 'shots', items: unknown[]): Promise<void> {
  const res = await request.post(`/api/ingest/${kind}`, { headers: { authorization: `Bearer ${token}` }, data: { [kind]: items } });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toEqual({ stored: items.length, duplicates: 0, rejected: [] });
}

/** A range shot as the desktop app uploads it, in metric units. */
export const shot = (player: string, club: string, takenAt: string, carry: number, extra: Record<string, unknown> = {}) => ({
  clientId: `${player}-${club}-${takenAt}-${carry}`,
  player,
  club,
  takenAt,
  kind: 'range',
  ballSpeed: club === 'Dr' ? 66 : 50,
  clubSpeed: club === 'Dr' ? 45 : 38,
  launchAngle: club === 'Dr' ? 12 : 17,
  carry,
  ...extra,
});

/** Uploads the round (course 'Accessible Links', players Ann and Bob) and the shots; returns the round's id. */
export async function uploadGolf(page: Page, email: string): Promise<string> {
  const token = await deviceToken(page.request, email);
  await upload(page.request, token, 'rounds', [
    {
      clientId: 'golf-data-round',
      course: 'Accessible Links',
      playedAt: ago(3 * HOUR),
      players: ['Ann', 'Bob'],
      holes: PARS.map((par, i) => ({ hole: i + 1, par })),
      scores: [
        ...PARS.map((par, i) => ({ player: 'Ann', hole: i + 1, score: par + (i % 3 === 0 ? 1 : 0) })),
        ...PARS.slice(0, 9).map((par, i) => ({ player: 'Bob', hole: i + 1, score: par + 1 })),
      ],
    },
  ]);
  const tee = (player: string, hole: number, fairway: string) =>
    shot(player, 'Dr', ago(3 * HOUR - hole * 60_000), 200, { kind: 'round', roundClientId: 'golf-data-round', hole, fairway, total: 220 });
  await upload(page.request, token, 'shots', [
    shot('Ann', 'Dr', ago(48 * HOUR), 210, { total: 230 }),
    shot('Bob', 'Dr', ago(24 * HOUR), 185, { total: 200 }),
    shot('Ann', '3W', ago(24 * HOUR), 180),
    shot('Ann', '7i', ago(24 * HOUR), 140),
    shot('Bob', '7i', ago(24 * HOUR), 120),
    shot('Ann', 'PW', ago(24 * HOUR), 95),
    tee('Ann', 1, 'hit'),
    tee('Ann', 2, 'left'),
    tee('Bob', 1, 'hit'),
  ]);
  const rounds = await (await page.request.get('/api/stats/rounds')).json();
  return rounds.rounds[0]._id as string;
}
