import fc from "fast-check";
import { CLUB_SHORT_NAMES } from "../../../common/clubs";
import { METRIC_RESOLUTION } from "../../../common/schemas/ingest";
import {
  SHOT_METRIC_NAMES,
  SHOT_METRICS,
  type ShotMetricName,
} from "../../../common/shot-metrics";

/**
 * Random accounts for the lossless backup test: rounds, sessions and shots with every field set,
 * overrides, preferences, swing clips and shared reports, as fast-check draws them.
 */

const NOW = Date.now();
const EARLIEST = Date.UTC(2021, 0, 1);
const LATEST = NOW - 3_600_000;
export const PLAYERS = ["Me", "Alex", "Sam K."];
const CLUBS = ["Dr", "3W", "5H", "7i", "PW", "Pt"].filter((c) =>
  (CLUB_SHORT_NAMES as readonly string[]).includes(c),
);

const text = fc.stringMatching(
  /^[A-Za-z0-9][A-Za-z0-9 ,.'"&()-]{0,20}[A-Za-z0-9]$/,
);
const instant = fc
  .integer({ min: EARLIEST, max: LATEST })
  .map((ms) => new Date(ms).toISOString());
/** A double of [0, 1) with all 53 bits random. */
const share = fc
  .bigInt({ min: 0n, max: 2n ** 53n - 1n })
  .map((n) => Number(n) / 2 ** 53);
/**
 * A double of the metric's range with random last bits, as a unit conversion leaves them; below
 * the metrics' resolution it is 0, as the upload stores it.
 */
const metric = (name: ShotMetricName) =>
  share.map((u) => {
    const value =
      SHOT_METRICS[name].min +
      u * (SHOT_METRICS[name].max - SHOT_METRICS[name].min);
    return Math.abs(value) < METRIC_RESOLUTION ? 0 : value;
  });

export interface Model {
  rounds: Record<string, unknown>[];
  sessions: Record<string, unknown>[];
  shots: Record<string, unknown>[];
  overrides: { shot: number; excluded: boolean }[];
  uploadOrder: number[];
  batch: number;
  preferences: {
    distanceUnit: "yd" | "m";
    speedUnit: "mph" | "kmh";
    hideMishits: boolean;
    shotDataPlayer?: string;
  };
  /** Ready swing clips of some shots (their rows: a backup's NDJSON reads no object). */
  clips: { shot: number; camera: "face-on" | "down-the-line" }[];
  shares: ((
    | { kind: "round"; round: number; revoke: boolean }
    | {
        kind: "stats";
        player: string;
        from: string;
        to: string;
        revoke: boolean;
      }
  ) & { clip: number | null })[];
}

/**
 * The instant moved to millisecond i of its second. Rounds (or sessions) that start at the same
 * moment are listed in the order of their ids, which a restore makes anew; the i-th of each kind
 * gets a moment of its own.
 */
const ownMillisecond = (iso: string, i: number) =>
  new Date(Math.floor(Date.parse(iso) / 1000) * 1000 + i).toISOString();

const roundArb = (i: number) =>
  fc
    .record({
      course: text,
      tees: text,
      courseRating: share.map((u) => 15 + u * 75),
      slopeRating: fc.integer({ min: 55, max: 155 }),
      playedAt: instant,
      players: fc.shuffledSubarray(PLAYERS, { minLength: 1 }),
      firstHole: fc.integer({ min: 1, max: 10 }),
      pars: fc.array(fc.integer({ min: 3, max: 5 }), {
        minLength: 1,
        maxLength: 9,
      }),
      cells: fc.array(
        fc.tuple(
          fc.option(fc.integer({ min: 1, max: 12 })),
          fc.option(fc.integer({ min: 0, max: 10 })),
        ),
        { minLength: 27, maxLength: 27 },
      ),
    })
    .map((r) => ({
      clientId: `round-${i}`,
      course: r.course,
      playedAt: ownMillisecond(r.playedAt, i),
      tees: r.tees,
      courseRating: r.courseRating,
      slopeRating: r.slopeRating,
      players: r.players,
      holes: r.pars.map((par, h) => ({ hole: r.firstHole + h, par })),
      scores: r.players.flatMap((player, p) =>
        r.pars.map((_, h) => {
          const [score, putts] = r.cells[(p * 9 + h) % 27];
          const puttsOk = putts !== null && (score === null || putts < score);
          return {
            player,
            hole: r.firstHole + h,
            score,
            ...(puttsOk ? { putts } : {}),
          };
        }),
      ),
    }));

const sessionArb = (i: number) =>
  fc
    .record({
      start: instant,
      minutes: fc.integer({ min: 0, max: 300 }),
      name: text,
      location: text,
      device: text,
    })
    .map((s) => {
      const startMs = Date.parse(ownMillisecond(s.start, i));
      return {
      clientId: `session-${i}`,
      kind: "range",
      startedAt: new Date(startMs).toISOString(),
      endedAt: new Date(Math.max(startMs, Math.min(startMs + s.minutes * 60_000, LATEST))).toISOString(),
      name: s.name,
      location: s.location,
      device: s.device,
      };
    });

const metricsArb = fc
  .record({
    ...Object.fromEntries(
      SHOT_METRIC_NAMES.filter((n) => n !== "clubSpeed").map((n) => [
        n,
        metric(n),
      ]),
    ),
    clubShare: share,
  })
  .map(({ clubShare, ...m }) => {
    const values = m as Record<string, number>;
    // No real strike leaves at more than twice the club's speed.
    const least = Math.max(SHOT_METRICS.clubSpeed.min, values.ballSpeed / 2);
    return {
      ...values,
      clubSpeed: least + clubShare * (SHOT_METRICS.clubSpeed.max - least),
    };
  });

export const modelArb: fc.Arbitrary<Model> = fc
  .record({
    roundCount: fc.integer({ min: 1, max: 3 }),
    sessionCount: fc.integer({ min: 1, max: 3 }),
    shotCount: fc.integer({ min: 2, max: 40 }),
  })
  .chain(({ roundCount, sessionCount, shotCount }) =>
    fc
      .record({
        rounds: fc.tuple(
          ...Array.from({ length: roundCount }, (_, i) => roundArb(i)),
        ),
        sessions: fc.tuple(
          ...Array.from({ length: sessionCount }, (_, i) => sessionArb(i)),
        ),
        shotParts: fc.array(
          fc.record({
            player: fc.constantFrom(...PLAYERS),
            club: fc.constantFrom(...CLUBS),
            takenAt: instant,
            where: fc.integer({ min: 0, max: roundCount + sessionCount }),
            hole: fc.nat(),
            fairway: fc.constantFrom("hit", "left", "right"),
            metrics: metricsArb,
            measured: fc.shuffledSubarray([...SHOT_METRIC_NAMES], {
              minLength: 1,
            }),
            partial: fc.boolean(),
          }),
          { minLength: shotCount, maxLength: shotCount },
        ),
        overrides: fc.uniqueArray(
          fc.record({ shot: fc.nat(shotCount - 1), excluded: fc.boolean() }),
          { selector: (o) => o.shot, maxLength: 6 },
        ),
        uploadOrder: fc.shuffledSubarray(
          Array.from({ length: shotCount }, (_, i) => i),
          { minLength: shotCount },
        ),
        batch: fc.integer({ min: 1, max: 15 }),
        preferences: fc.record({
          distanceUnit: fc.constantFrom("yd" as const, "m" as const),
          speedUnit: fc.constantFrom("mph" as const, "kmh" as const),
          hideMishits: fc.boolean(),
          shotDataPlayer: fc.option(fc.constantFrom("all", ...PLAYERS), { nil: undefined }),
        }),
        clips: fc.uniqueArray(
          fc.record({
            shot: fc.nat(shotCount - 1),
            camera: fc.constantFrom("face-on" as const, "down-the-line" as const),
          }),
          { selector: (c) => `${c.shot} ${c.camera}`, maxLength: 4 },
        ),
        shareClips: fc.array(fc.option(fc.nat(3), { nil: null }), { minLength: 3, maxLength: 3 }),
        shares: fc.array(
          fc.oneof(
            fc.record({
              kind: fc.constant("round" as const),
              round: fc.nat(roundCount - 1),
              revoke: fc.boolean(),
            }),
            fc
              .record({
                kind: fc.constant("stats" as const),
                player: fc.constantFrom("all", ...PLAYERS),
                a: instant,
                b: instant,
                revoke: fc.boolean(),
              })
              .map(({ a, b, ...s }) => ({
                ...s,
                from: (a < b ? a : b).slice(0, 10),
                to: (a < b ? b : a).slice(0, 10),
              })),
          ),
          { maxLength: 3 },
        ),
      })
      .map(({ rounds, sessions, shotParts, shares: shareParts, shareClips, clips, ...rest }) => {
        // A report shows one of the account's clips, or none.
        const shares = shareParts.map((share, i) => ({
          ...share,
          clip: clips.length > 0 && shareClips[i] !== null ? shareClips[i] % clips.length : null,
        }));
        const shots = shotParts.map((s, i) => {
          const base = {
            clientId: `shot-${i}`,
            player: s.player,
            club: s.club,
            ...s.metrics,
            measured: s.measured,
            // Written only when true, as every absent field is left out.
            ...(s.partial ? { partial: true } : {}),
          };
          if (s.where < roundCount) {
            const round = rounds[s.where];
            const player = round.players.includes(s.player)
              ? s.player
              : round.players[0];
            const hole = round.holes[s.hole % round.holes.length].hole;
            // A round's shots are hit while it is played.
            const takenAt = new Date(
              Math.min(
                Date.parse(round.playedAt) + (s.hole % 240) * 60_000,
                LATEST,
              ),
            ).toISOString();
            return {
              ...base,
              player,
              takenAt,
              kind: "round",
              roundClientId: round.clientId,
              hole,
              fairway: s.fairway,
            };
          }
          const session = sessions[s.where - roundCount] as
            { clientId: string } | undefined;
          return {
            ...base,
            takenAt: s.takenAt,
            kind: "range",
            ...(session ? { sessionClientId: session.clientId } : {}),
          };
        });
        const players = new Set([...rounds.flatMap((r) => r.players), ...shots.map((x) => x.player)]);
        return {
          rounds,
          sessions,
          shots,
          clips,
          // A report names a player of the account (one of its rounds' or shots'), or every player.
          shares: shares.map((share) => (share.kind === "stats" && share.player !== "all" && !players.has(share.player) ? { ...share, player: "all" } : share)),
          ...rest,
        };
      }),
  );
