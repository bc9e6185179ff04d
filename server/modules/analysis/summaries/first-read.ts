import { sql, type SQL } from 'drizzle-orm';
import type { AnalysisClub } from '../../../../common/schemas/analysis';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query';
import type { BucketShot, Histogram } from './buckets';
import { hasRange, summaryConditions, type SummaryFilter } from './filter';
import { rangeHistogramsOf, rangeParts, type BucketPart } from './ranges';

/** Per club: the counts per bucket of carry (or total) in the bucket tables, summed over the filter's players, as JSON. */
function histogramsJson(userId: string, filter: SummaryFilter, kind: 'carry' | 'total', club: AnalysisClub | null): SQL {
  const table = sql.raw(kind === 'carry' ? 'shot_carry_buckets' : 'shot_total_buckets');
  return sql`(select coalesce(json_agg(json_build_object('club', club, 'buckets', buckets, 'counts', counts)), '[]'::json) from (
            select club, array_agg(bucket order by bucket) as buckets, array_agg(n order by bucket) as counts
            from (select h.club, h.bucket, sum(h.shots)::int as n from ${table} h where ${summaryConditions(userId, filter, club, 'h')} group by h.club, h.bucket) b
            group by club) g)`;
}

/** What every answer starts from, in one statement: the choice, the carry (and total) buckets, the overrides in the filter. */
export interface FirstRead {
  hide: boolean;
  carries: Map<AnalysisClub, Histogram>;
  totals: Map<AnalysisClub, Histogram>;
  overrides: OverrideShot[];
}

/** A hand override of a shot in the filter, with what the figures need of the shot. */
export interface OverrideShot extends BucketShot {
  club: AnalysisClub;
  excluded: boolean;
  offline: number | null;
}

/**
 * The account's hand overrides in the filter (every club but the putter, or one), as JSON: each
 * with the copy of its shot's values it keeps (migration 0022), so that no shot is read.
 */
export function overridesJson(userId: string, filter: SummaryFilter, club: AnalysisClub | null): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', o.shot_id::text, 'club', o.club, 'carry', o.carry, 'total', o.total, 'offline', o.offline, 'excluded', o.excluded)), '[]'::json)
               from shot_overrides o where ${summaryConditions(userId, filter, club, 'o', 'taken_at')})`;
}

export async function firstRead(db: Database, userId: string, filter: SummaryFilter, club: AnalysisClub | null, { totals = false } = {}): Promise<FirstRead> {
  type Hist = { club: AnalysisClub; buckets: number[]; counts: number[] }[];
  const range = hasRange(filter);
  const [row] = await queryRows<{ hide: boolean; carries: Hist | null; totals: Hist | null; parts: BucketPart[] | null; overrides: OverrideShot[] }>(
    db,
    sql`select coalesce((select hide_mishits from users where id = ${userId}::uuid), false) as hide,
               ${range ? sql`null::json` : histogramsJson(userId, filter, 'carry', club)} as carries,
               ${range || !totals ? sql`null::json` : histogramsJson(userId, filter, 'total', club)} as totals,
               ${range ? sql`(${rangeParts(userId, filter, club)})` : sql`null::json`} as parts,
               ${overridesJson(userId, filter, club)} as overrides`,
  );
  const map = (h: Hist | null) => new Map((h ?? []).map((r) => [r.club, { buckets: r.buckets, counts: r.counts }]));
  if (row.parts !== null) {
    return { hide: row.hide, carries: rangeHistogramsOf(row.parts, 'carry'), totals: totals ? rangeHistogramsOf(row.parts, 'total') : new Map(), overrides: row.overrides };
  }
  return { hide: row.hide, carries: map(row.carries), totals: map(row.totals), overrides: row.overrides };
}
