import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import type { EligibleRound } from './whs';

export interface EligibleRoundRow extends EligibleRound {
  player: string;
}

/**
 * Every round a player completed, by player and in time order: all 18 holes scored, or all of a
 * 9-hole round's. The holes come per round (at most 18 rows each): the handicap's method is
 * sequential (each round is capped with the index of the rounds before it), so the service walks
 * them; the database does the filtering and the grouping. Rounds played at the same moment come in
 * the order of the app's ids (client_id), which a backup keeps: the rounds' own ids are made anew
 * by a restore, and in their order a restored account could pair and cap them otherwise.
 */
export function eligibleRounds(db: Database, userId: string): Promise<EligibleRoundRow[]> {
  return eligibleRoundsQuery(db, { userId });
}

const eligibleRoundsQuery = preparedSql<{ userId: string }, EligibleRoundRow>(
  'handicap_eligible_rounds',
  ['userId'],
  { player: true, roundId: true, course: true, playedAt: true, courseRating: true, slopeRating: true, holes: true },
  (p) => sql`select p.name as player, r.id as "roundId", r.course,
          to_char(r.played_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "playedAt",
          r.course_rating as "courseRating", r.slope_rating as "slopeRating",
          json_agg(json_build_object('hole', h.hole, 'par', h.par, 'score', s.score) order by h.hole) as holes
        from rounds r
        join round_players p on p.round_id = r.id
        join round_holes h on h.round_id = r.id
        left join round_scores s on s.round_id = r.id and s.player = p.name and s.hole = h.hole
        where r.user_id = ${p.userId}::uuid
        group by p.name, r.id
        having count(*) in (9, 18) and count(s.score) = count(*)
        order by p.name, r.played_at, r.client_id`,
);
