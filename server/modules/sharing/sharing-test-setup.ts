import { expect } from 'vitest';
import type { SharedReport } from '../../../common/schemas/sharing';
import { createTestApp, type TestApp } from '../../test/harness';
import { createGolfer, TEST_ORIGIN, type Golfer, type TestUser } from '../../test/factories';
import { round, uploadAll } from '../../test/ingest-fixtures';

/** The test configuration's PUBLIC_URL (the factories' Origin is the site's own). */
export const PUBLIC_URL = 'http://localhost:3000';

/** The app the sharing tests call; each test file starts one in its beforeAll. */
export async function createSharingTestApp(): Promise<TestApp> {
  // No web build: the page's head is rendered into the fallback page.
  const t = await createTestApp({ PUBLIC_URL });
  expect(t.config.publicUrl).toBe(TEST_ORIGIN);
  return t;
}

export const tokenOf = (report: SharedReport) => (report.url ?? '').slice(`${PUBLIC_URL}/shared/`.length);

/** The calls the sharing tests make, on the app `current` returns once the file's beforeAll has started it. */
export function sharingCalls(current: () => TestApp) {
  const golfer = ({ pro = false } = {}): Promise<Golfer> => createGolfer(current(), { pro });

  /** Uploads one round (course 'Share Links', players Ann and Bob) and returns its id. */
  async function uploadRound(user: Golfer, course = 'Share Links'): Promise<string> {
    const t = current();
    await uploadAll(t.app, user.token, 'rounds', [
      round({ course, players: ['Ann', 'Bob'], pars: [4, 3, 5], scores: { Ann: [5, 3, 4], Bob: [6, null, 5] } }),
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/rounds', headers: { cookie: user.cookie } });
    return res.json().rounds.find((r: { course: string }) => r.course === course)._id;
  }

  function create(user: TestUser, payload: unknown, headers: Record<string, string> = {}) {
    return current().app.inject({ method: 'POST', url: '/api/shared-reports', headers: { cookie: user.cookie, origin: TEST_ORIGIN, ...headers }, payload: payload as object });
  }

  async function createOk(user: TestUser, payload: unknown): Promise<SharedReport> {
    const res = await create(user, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().report;
  }

  const list = async (user: TestUser): Promise<SharedReport[]> => {
    const res = await current().app.inject({ method: 'GET', url: '/api/shared-reports', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().reports;
  };

  const revoke = (user: TestUser, id: string) =>
    current().app.inject({ method: 'POST', url: `/api/shared-reports/${id}/revoke`, headers: { cookie: user.cookie, origin: TEST_ORIGIN } });

  /** Signed out: no cookie at all. */
  const view = (token: string, remoteAddress?: string) => current().app.inject({ method: 'GET', url: `/api/shared/${token}`, remoteAddress });

  return { golfer, uploadRound, create, createOk, list, revoke, view };
}
