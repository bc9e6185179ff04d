import { sql } from 'drizzle-orm';
import type { AnalysisFilter } from '../../common/schemas/analysis';
import type { Database } from '../db/client';
import { queryRows } from '../db/query';
import type { GappingRowDb } from '../modules/analysis/figures';
import { clubOrder, flaggedShots, gappingAnswer } from '../modules/analysis/shot-statements';

/**
 * The gapping statement as first written: the mishit rule's CTEs (`flaggedShots`) over every
 * shot, then the figures. Kept as the reference `gapping` is checked against (analysis.test.ts)
 * and measured beside (`npm run bench -- analysis`); not used to answer requests.
 */
export async function gappingStraightforward(db: Database, userId: string, filter: AnalysisFilter): Promise<{ hide: boolean; clubs: GappingRowDb[] }> {
  const rows = await queryRows<{ hide: boolean; clubs: GappingRowDb[] }>(
    db,
    sql`with ${flaggedShots(userId, filter, null)}, figures as (
          select club, array_position(${clubOrder}, club) as position,
                 count(*)::int as all_shots,
                 count(*) filter (where mishit)::int as mishits,
                 count(*) filter (where left_out)::int as excluded,
                 count(*) filter (where not left_out)::int as shots,
                 avg(carry) filter (where not left_out) as carry_mean,
                 percentile_cont(0.5) within group (order by carry) filter (where not left_out) as carry_median,
                 stddev_samp(carry) filter (where not left_out) as carry_sd,
                 count(total) filter (where not left_out)::int as total_shots,
                 avg(total) filter (where not left_out) as total_mean,
                 percentile_cont(0.5) within group (order by total) filter (where not left_out) as total_median,
                 stddev_samp(total) filter (where not left_out) as total_sd
          from judged group by club
        ), per_club as (
          select f.*, r.median as rule_median, r.threshold as rule_threshold from figures f join club_rule r on r.club = f.club
        ), ${gappingAnswer}`,
  );
  return rows[0];
}
