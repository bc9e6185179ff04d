import { expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AnalysisResponse } from '../../../common/schemas/analysis';
import { METRIC_RESOLUTION } from '../../../common/schemas/ingest';
import { queryRows } from '../../db/query';
import { createGolfer, TEST_ORIGIN } from '../../test/factories';
import { testAppForFile } from '../../test/harness';
import { shot, uploadAll } from '../../test/ingest-fixtures';

/**
 * A metric far below any monitor's resolution (5e-324, the smallest double) is stored as 0: kept,
 * its square underflows the figures' float8 sums and PostgreSQL answers the analysis with an error.
 */

const t = testAppForFile();

const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T12:00:00.000Z`;

test('a carry of 5e-324 among a club’s shots: stored as 0, and the analysis hiding mishits answers with it as a mishit', async () => {
  const me = await createGolfer(t, { pro: true });
  const carries = [140, 142, 144, 146, 148, 5e-324];
  const up = await uploadAll(t.app, me.token, 'shots', carries.map((carry, i) => shot({ club: '7i', carry, takenAt: at(3 + i), spinAxis: i === 0 ? -1e-10 : 1.5 })));
  expect(up.rejected).toEqual([]);
  const hide = await t.app.inject({ method: 'PUT', url: '/api/stats/analysis/preferences', headers: { cookie: me.cookie, origin: TEST_ORIGIN }, payload: { hideMishits: true } });
  expect(hide.statusCode, hide.body).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: '/api/stats/analysis?player=all', headers: { cookie: me.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const seven = (res.json() as AnalysisResponse).clubs.find((c) => c.club === '7i')!;
  expect(seven).toMatchObject({ shots: 5, mishits: 1, carry: { mean: 144, median: 144 } });
  const stored = await queryRows<{ carry: number; spin_axis: number }>(
    t.database.db,
    sql`select carry, spin_axis from shots where user_id = ${me.id}::uuid and (carry < ${METRIC_RESOLUTION} or abs(spin_axis) < ${METRIC_RESOLUTION}) order by carry`,
  );
  expect(stored).toEqual([
    { carry: 0, spin_axis: 1.5 },
    { carry: 140, spin_axis: 0 },
  ]);
});
