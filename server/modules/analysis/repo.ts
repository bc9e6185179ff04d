import { sql } from 'drizzle-orm';
import type { AnalysisClub, AnalysisFilter } from '../../../common/schemas/analysis';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { raiseStatsVersion } from '../../db/stats-version';
import type { DispersionDb, GappingRowDb, TrendWeekDb } from './figures';
import { gappingOverShots } from './gapping-over-shots';
import { dispersionStraightforward, trendsStraightforward } from './shot-statements';
import { dispersionFromSummaries } from './summaries/dispersion';
import { gappingFromSummaries } from './summaries/gapping';
import { trendsFromSummaries } from './summaries/trends';

/**
 * The summaries' reads of one answer, in one snapshot: a repeatable-read transaction, so that an
 * upload between two reads cannot mix two states of the account.
 */
export function inSnapshot<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * Whether the summaries answer the filter: they hold every shot of the account, partial swings
 * among them, so a filter of full swings only is answered from the shots themselves when the
 * account has a partial one (docs/decisions/045); chosen sessions always are.
 */
async function fromSummaries(db: Database, userId: string, filter: AnalysisFilter): Promise<boolean> {
  if (filter.sessions) return false;
  if (!filter.fullSwingsOnly) return true;
  const rows = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from shots where user_id = ${userId}::uuid and partial) as any`);
  return !rows[0]?.any;
}

/**
 * Gapping: per club in bag order, over the counted shots (not left out): shots, mean, median and
 * sample standard deviation of carry and of total, and the gap to the next club with counted shots.
 * From the summaries kept as shots are stored (docs/decisions/027), over every shot, a player's or a
 * range of days; for sessions, from their shots (`gappingOverShots`).
 */
export async function gapping(db: Database, userId: string, filter: AnalysisFilter): Promise<{ hide: boolean; clubs: GappingRowDb[] }> {
  if (await fromSummaries(db, userId, filter)) return inSnapshot(db, (tx) => gappingFromSummaries(tx, userId, filter));
  return gappingOverShots(db, userId, filter);
}

/**
 * Dispersion of one club: its shots with an offline figure as points (every `step`-th in time
 * order when there are more than DISPERSION_MAX_POINTS), and the 95 % confidence ellipse of the
 * counted ones from the 2×2 sample covariance of (offline, carry): eigenvalues
 * λ = (sxx + syy)/2 ± sqrt(((sxx - syy)/2)² + sxy²), semi-axes sqrt(5.991 λ), and the major axis at
 * ½·atan2(2 sxy, sxx - syy) from the offline axis. All of it in the database.
 */
export async function dispersion(db: Database, userId: string, filter: AnalysisFilter, club: AnalysisClub): Promise<DispersionDb> {
  // A range of days too: the rule from the range's carries, the sums from its days (decision 027).
  if (await fromSummaries(db, userId, filter)) return inSnapshot(db, (tx) => dispersionFromSummaries(tx, userId, filter, club));
  return dispersionStraightforward(db, userId, filter, club);
}

/**
 * Weekly (ISO weeks from Monday, UTC) means of one club's counted shots, oldest first: carry, ball
 * speed, club speed and smash factor, and every measurement (club path and face to path trends).
 */
export async function trends(db: Database, userId: string, filter: AnalysisFilter, club: AnalysisClub): Promise<{ hide: boolean; weeks: TrendWeekDb[] }> {
  // A range of days too: the rule from the range's carries, the weeks from its days (decision 027).
  if (await fromSummaries(db, userId, filter)) return inSnapshot(db, (tx) => trendsFromSummaries(tx, userId, filter, club));
  return trendsStraightforward(db, userId, filter, club);
}

export async function hideMishits(db: Database, userId: string): Promise<boolean> {
  const rows = await queryRows<{ hide: boolean }>(db, sql`select hide_mishits as hide from users where id = ${userId}::uuid`);
  return rows[0]?.hide ?? false;
}

export async function setHideMishits(db: Database, userId: string, hide: boolean): Promise<void> {
  await db.execute(sql`update users set hide_mishits = ${hide} where id = ${userId}::uuid`);
}

/** Excludes (true) or restores (false) one of the account's shots by hand; false when the shot is not the account's. */
export async function setOverride(db: Database, userId: string, shotId: string, excluded: boolean): Promise<boolean> {
  const rows = await queryRows<{ shot_id: string }>(
    db,
    sql`with changed as (
          insert into shot_overrides (shot_id, user_id, excluded)
          select id, user_id, ${excluded} from shots where id = ${shotId}::bigint and user_id = ${userId}::uuid
          on conflict (shot_id) do update set excluded = excluded.excluded, created_at = now()
          returning shot_id
        ), ${raiseStatsVersion(userId, 'changed')}
        select shot_id from changed`,
  );
  return rows.length > 0;
}

/** Returns the shot to the rule; false when the shot is not the account's. */
export async function clearOverride(db: Database, userId: string, shotId: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`with gone as (delete from shot_overrides where shot_id = ${shotId}::bigint and user_id = ${userId}::uuid returning shot_id),
        ${raiseStatsVersion(userId, 'gone')}
        select exists (select 1 from shots where id = ${shotId}::bigint and user_id = ${userId}::uuid) as found,
               (select count(*) from gone) as removed`,
  );
  return rows[0]?.found === true;
}
