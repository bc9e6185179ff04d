import { expect } from 'vitest';
import type { AnalysisResponse, DispersionResponse, GappingRow, TrendsResponse } from '../../../common/schemas/analysis';
import type { TestApp } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer, type TestUser } from '../../test/factories';
import { shot, type ShotInput } from '../../test/ingest-fixtures';

/** The analysis calls of a test file, against the test app `app()` returns when a test runs. */
export function analysisApi(app: () => TestApp) {
  const golfer = ({ pro = true } = {}): Promise<Golfer> => createGolfer(app(), { pro });

  const get = (user: TestUser, url: string) => app().app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  const send = (user: TestUser, method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app().app.inject({ method, url, headers: { cookie: user.cookie, origin: TEST_ORIGIN }, payload: payload as object });

  async function ok<T>(user: TestUser, url: string): Promise<T> {
    const res = await get(user, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const gapping = (user: TestUser, query = '') => ok<AnalysisResponse>(user, `/api/stats/analysis${query}`);
  const dispersion = (user: TestUser, query: string) => ok<DispersionResponse>(user, `/api/stats/analysis/dispersion${query}`);
  const trends = (user: TestUser, query: string) => ok<TrendsResponse>(user, `/api/stats/analysis/trends${query}`);
  const setHide = async (user: TestUser, hideMishits: boolean) => {
    const res = await send(user, 'PUT', '/api/stats/analysis/preferences', { hideMishits });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { golfer, get, send, ok, gapping, dispersion, trends, setHide };
}

export const row = (r: AnalysisResponse, club: string): GappingRow => {
  const found = r.clubs.find((c) => c.club === club);
  if (!found) throw new Error(`no ${club} row`);
  return found;
};

/** A shot on a fixed day of March 2025 (UTC), noon unless told. */
export const at = (day: number, time = '12:00:00.000') => `2025-03-${String(day).padStart(2, '0')}T${time}Z`;
export const s = (club: string, carry: number, extra: ShotInput = {}) => shot({ club, carry, takenAt: at(5), ...extra });

/**
 * The main fixture, computed by hand:
 * 7i carries 140 142 144 146 148 100 (totals 150 153 155 157 160 108):
 *   median carry 143; deviations 3 1 1 3 5 43, MAD 3, threshold 3 × 1.4826 × 3 = 13.3434: 100 is a mishit.
 *   All six: mean 820/6 = 136.667, median 143, sd 18.18424; totals mean 147.1667, median 154, sd 19.48760.
 *   Without the mishit: carry mean 144, median 144, sd sqrt(40/4) = 3.16228; totals mean 155, median 155, sd 3.80789.
 * PW 110 112 114 (3 shots: the rule flags nothing; no totals). Dr 230 240. Pt 5: never in the analysis.
 */
export function mainFixture(): ShotInput[] {
  const sevens = [
    [140, 150, -2],
    [142, 153, 1],
    [144, 155, 0],
    [146, 157, 3],
    [148, 160, -1],
    [100, 108, 12],
  ];
  return [
    ...sevens.map(([carry, total, offline], i) => s('7i', carry, { total, offline, takenAt: at(3 + i) })),
    s('PW', 110),
    s('PW', 112),
    s('PW', 114),
    s('Dr', 230, { total: 250, offline: 5 }),
    s('Dr', 240, { total: 262, offline: -5 }),
    s('Pt', 5),
  ];
}
