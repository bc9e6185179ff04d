import { expect } from 'vitest';
import type { ShotStatsResponse } from '../../../common/schemas/stats';
import type { TestApp } from '../../test/harness';
import { createGolfer, type Golfer } from '../../test/factories';
import { shot, type ShotInput } from '../../test/ingest-fixtures';

/** The statistics calls of a test file, against the test app `app()` returns when a test runs. */
export function statsApi(app: () => TestApp) {
  const golfer = ({ pro = true } = {}): Promise<Golfer> => createGolfer(app(), { pro });

  async function get(user: Golfer, url: string) {
    return app().app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  }

  async function shotStats(user: Golfer, player?: string): Promise<ShotStatsResponse> {
    const res = await get(user, `/api/stats/shots${player === undefined ? '' : `?player=${encodeURIComponent(player)}`}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  return { golfer, get, shotStats };
}

/** Noon UTC `days` calendar days before today, plus `minutes`: a fixed place in the UTC day. */
export function utcDaysAgo(days: number, minutes = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, 12, minutes)).toISOString();
}

export const drive = (takenAt: string, distance: { carry: number; total?: number }, extra: ShotInput = {}) =>
  shot({ club: 'Dr', takenAt, ballSpeed: 65, clubSpeed: 45, launchAngle: 12, ...distance, ...extra });
