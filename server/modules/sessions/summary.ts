import { MAD_TO_SIGMA, MISHIT_MAD_MULTIPLIER, MISHIT_MIN_SHOTS, MISHIT_MIN_SIGMA_M } from '../../../common/analysis';
import { CLUB_SHORT_NAMES, type ClubShortName } from '../../../common/clubs';
import type { SessionClub, SessionShotColumns } from '../../../common/schemas/sessions';
import { SHOT_METRIC_NAMES, type ShotMetricName } from '../../../common/shot-metrics';

/**
 * A session page's verdicts and per-club figures, worked out over the shot columns the database
 * read (docs/decisions/018, "A session's page", and 030). The same numbers as the analysis' statements give:
 * - the mishit rule (decision 010) as `flaggedShots` applies it, with PostgreSQL's own arithmetic:
 *   `percentile_cont(0.5)` is lo + 0.5 × (hi − lo) of the middle values, the MAD is that of
 *   |carry − median|, and the club's shot count for MISHIT_MIN_SHOTS includes shots without a carry;
 * - count, mean and sample standard deviation as `avg` and `stddev_samp` of float8 accumulate
 *   them (the Youngs–Cramer update of N, Σx and Sxx, PostgreSQL's float8_accum), over the shots
 *   in time order, as the statement read them before.
 * `summary.test.ts` compares both with the SQL over random sessions, exactly.
 */

/** percentile_cont(0.5) of values sorted ascending (PostgreSQL's interpolation), null for none. */
export function medianOfSorted(sorted: Float64Array | number[]): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const position = 0.5 * (n - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  const lo = sorted[first];
  if (second === first) return lo;
  return lo + (position - first) * (sorted[second] - lo);
}

/**
 * The rule's median carry and threshold over one club's shots (null threshold: under
 * MISHIT_MIN_SHOTS shots, nothing is flagged). `carries` are the shots' carries, nulls included.
 */
export function mishitRule(carries: (number | null)[]): { median: number | null; threshold: number | null } {
  const present = Float64Array.from(carries.filter((c): c is number => c !== null)).sort();
  const median = medianOfSorted(present);
  if (carries.length < MISHIT_MIN_SHOTS) return { median, threshold: null };
  // greatest() passes over a null MAD (no carry at all): the floor holds.
  let spread = MISHIT_MIN_SIGMA_M;
  if (median !== null) {
    const deviations = present.map((c) => Math.abs(c - median)).sort();
    spread = Math.max(MAD_TO_SIGMA * medianOfSorted(deviations)!, MISHIT_MIN_SIGMA_M);
  }
  return { median, threshold: MISHIT_MAD_MULTIPLIER * spread };
}

/** count, mean and sample standard deviation as PostgreSQL's avg and stddev_samp of float8 accumulate them. */
class Accumulator {
  n = 0;
  sx = 0;
  sxx = 0;

  add(x: number): void {
    const before = this.n;
    this.n += 1;
    this.sx += x;
    if (before > 0) {
      const tmp = x * this.n - this.sx;
      this.sxx += (tmp * tmp) / (this.n * before);
    }
  }

  figures(): { count: number; mean: number | null; stddev: number | null } {
    return { count: this.n, mean: this.n === 0 ? null : this.sx / this.n, stddev: this.n <= 1 ? null : Math.sqrt(this.sxx / (this.n - 1)) };
  }
}

/** What `judgeSession` reads of a session's shot columns (every measurement an array, nulls included). */
export interface JudgedColumns extends Record<ShotMetricName, (number | null)[]> {
  club: ClubShortName[];
  override: SessionShotColumns['override'];
}

/**
 * The rule's verdict on each shot (in time order) and per club in bag order the counts and each
 * measurement's figures over the counted shots. The putter is listed, never flagged (as the
 * analysis); `hide` is the account's "hide mishits" choice. A hand override decides over the rule.
 */
export function judgeSession(shots: JudgedColumns, hide: boolean): { mishit: boolean[]; excluded: boolean[]; clubs: SessionClub[] } {
  const byClub = new Map<ClubShortName, number[]>();
  shots.club.forEach((club, i) => {
    const list = byClub.get(club);
    if (list) list.push(i);
    else byClub.set(club, [i]);
  });
  const { carry, override, ballSpeed, clubSpeed } = shots;
  const mishit = new Array<boolean>(shots.club.length).fill(false);
  const excluded = new Array<boolean>(shots.club.length).fill(false);
  const clubs: SessionClub[] = [];
  for (const club of CLUB_SHORT_NAMES) {
    const indices = byClub.get(club);
    if (!indices) continue;
    const { median, threshold } = club === 'Pt' ? { median: null, threshold: null } : mishitRule(indices.map((i) => carry[i]));
    const counted: number[] = [];
    let mishits = 0;
    for (const i of indices) {
      const value = carry[i];
      const flagged = threshold !== null && median !== null && value !== null && Math.abs(value - median) > threshold;
      const leftOut = override[i] === 'excluded' || (override[i] === null && flagged && hide);
      mishit[i] = flagged;
      excluded[i] = leftOut;
      if (flagged) mishits += 1;
      if (!leftOut) counted.push(i);
    }
    const metrics = {} as SessionClub['metrics'];
    for (const name of SHOT_METRIC_NAMES) {
      const column = shots[name];
      const sum = new Accumulator();
      for (const i of counted) {
        const value = column[i];
        if (value !== null) sum.add(value);
      }
      metrics[name] = sum.figures();
    }
    const smash = new Accumulator();
    for (const i of counted) {
      const ball = ballSpeed[i];
      const speed = clubSpeed[i];
      if (ball !== null && speed !== null) smash.add(ball / speed);
    }
    clubs.push({
      club,
      allShots: indices.length,
      mishits,
      excluded: indices.length - counted.length,
      shots: counted.length,
      smashFactor: smash.figures(),
      metrics,
    });
  }
  return { mishit, excluded, clubs };
}
