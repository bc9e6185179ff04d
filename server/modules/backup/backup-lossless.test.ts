import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CLUB_SHORT_NAMES } from "../../../common/clubs";
import type {
  RestoreProgressLine,
  RestoreResult,
} from "../../../common/schemas/backup";
import { METRIC_RESOLUTION } from "../../../common/schemas/ingest";
import {
  SHOT_METRIC_NAMES,
  SHOT_METRICS,
  type ShotMetricName,
} from "../../../common/shot-metrics";
import {
  createGolfer,
  TEST_ORIGIN,
  type Golfer,
  type TestUser,
} from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";
import { uploadAll } from "../../test/ingest-fixtures";
import { queryRows } from "../../db/query";
import { insertReadyClip } from "../clips/repo";

/**
 * Random accounts with every field of every record set go through a backup, a restore into a new
 * account and a second backup: both files hold the same records, each record holds every field the
 * account was given, and every figure the restored account shows equals the original's to the bit.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
const send = (
  user: TestUser,
  method: "PUT" | "POST",
  url: string,
  payload: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie, origin: TEST_ORIGIN },
    payload: payload as object,
  });

async function ok(user: TestUser, url: string): Promise<unknown> {
  const res = await get(user, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function backup(user: TestUser): Promise<string> {
  const res = await get(user, "/api/account/backup");
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

async function restore(user: TestUser, body: string): Promise<RestoreResult> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/account/restore",
    headers: {
      cookie: user.cookie,
      origin: TEST_ORIGIN,
      "content-type": "application/x-ndjson",
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const last = JSON.parse(
    res.body.trimEnd().split("\n").at(-1)!,
  ) as RestoreProgressLine;
  if (last.type !== "done") throw new Error(`restore failed: ${res.body}`);
  return last.result;
}

const NOW = Date.now();
const EARLIEST = Date.UTC(2021, 0, 1);
const LATEST = NOW - 3_600_000;
const PLAYERS = ["Me", "Alex", "Sam K."];
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

interface Model {
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

const modelArb: fc.Arbitrary<Model> = fc
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

/** Builds the account through the API, shots in a shuffled order and batches of the model's size. */
async function build(model: Model): Promise<Golfer> {
  const me = await createGolfer(t, { pro: true });
  await uploadAll(t.app, me.token, "rounds", model.rounds);
  await uploadAll(t.app, me.token, "sessions", model.sessions);
  const ordered = model.uploadOrder.map((i) => model.shots[i]);
  for (let i = 0; i < ordered.length; i += model.batch)
    await uploadAll(
      t.app,
      me.token,
      "shots",
      ordered.slice(i, i + model.batch),
    );
  for (const o of model.overrides) {
    const id = await shotId(me, `shot-${o.shot}`);
    const res = await send(me, "PUT", `/api/stats/shots/${id}/override`, {
      excluded: o.excluded,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect(
    (
      await send(me, "PUT", "/api/stats/analysis/preferences", {
        hideMishits: model.preferences.hideMishits,
      })
    ).statusCode,
  ).toBe(200);
  // The player Shot data opens on is remembered as its page is opened on one (no API call sets it).
  if (model.preferences.shotDataPlayer !== undefined)
    await t.database.db.execute(
      sql`update users set shot_data_player = ${model.preferences.shotDataPlayer} where id = ${me.id}::uuid`,
    );
  expect(
    (
      await send(me, "POST", "/api/user/preferences", {
        distanceUnit: model.preferences.distanceUnit,
        speedUnit: model.preferences.speedUnit,
      })
    ).statusCode,
  ).toBe(200);
  const clipIds = await putClips(me, model);
  for (const share of model.shares) {
    const body =
      share.kind === "round"
        ? {
            kind: "round",
            roundId: await roundId(
              me,
              model.rounds[share.round].clientId as string,
            ),
          }
        : {
            kind: "stats",
            player: share.player,
            from: share.from,
            to: share.to,
          };
    const res = await send(me, "POST", "/api/shared-reports", {
      ...body,
      ...(share.clip === null ? {} : { clipId: clipIds[share.clip] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    if (share.revoke)
      expect(
        (
          await send(
            me,
            "POST",
            `/api/shared-reports/${res.json().report._id}/revoke`,
            {},
          )
        ).statusCode,
      ).toBe(200);
  }
  return me;
}

/**
 * The model's clips as ready rows of the account's shots, named `clip-<i>`. A restored account gets
 * them the same way: their videos come back through the clips' archive, not the NDJSON.
 */
async function putClips(user: TestUser, model: Model): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, clip] of model.clips.entries()) {
    const id = randomUUID();
    await insertReadyClip(t.database.db, {
      id, userId: user.id, clientId: `clip-${i}`, shotId: Number(await shotId(user, `shot-${clip.shot}`)), camera: clip.camera,
      fps: 120, impactMs: 1500, filename: `${clip.camera}.mp4`, declaredSize: 3_000_000,
      contentType: "video/mp4", codec: "h264", durationMs: 3000, frameRate: 120, width: 480, height: 270, rotation: 0,
    });
    ids.push(id);
  }
  return ids;
}

async function shotId(user: TestUser, clientId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text as id from shots where user_id = ${user.id}::uuid and client_id = ${clientId}`,
  );
  return row.id;
}

async function roundId(user: TestUser, clientId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id::text as id from rounds where user_id = ${user.id}::uuid and client_id = ${clientId}`,
  );
  return row.id;
}

/** The account's ids differ between accounts (a Sim Handicap score's `roundIds` too); share links too. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v) =>
    key === "id" ||
    key === "_id" ||
    key === "shotId" ||
    key === "roundId" ||
    key === "url"
      ? "id"
      : key === "roundIds"
        ? (v as string[]).map(() => "id")
        : v,
  );

/** Every figure the account shows, through the API as the pages read it, to the bit. */
async function figures(
  user: TestUser,
  model: Model,
): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  const rounds = (await ok(user, "/api/stats/rounds")) as {
    rounds: { _id: string }[];
  };
  out.set("rounds", rounds);
  for (const [i, r] of rounds.rounds.entries())
    out.set(`round ${i}`, await ok(user, `/api/stats/round/${r._id}`));
  out.set("players", await ok(user, "/api/stats/players"));
  out.set("handicap", await ok(user, "/api/stats/handicap"));
  for (const player of ["all", ...PLAYERS]) {
    const p = encodeURIComponent(player);
    out.set(`shots ${player}`, await ok(user, `/api/stats/shots?player=${p}`));
    out.set(
      `csv ${player}`,
      (await get(user, `/api/stats/shots.csv?player=${p}`)).body,
    );
    out.set(
      `dashboard ${player}`,
      await ok(user, `/api/stats/dashboard?player=${p}`),
    );
    out.set(
      `analysis ${player}`,
      await ok(user, `/api/stats/analysis?player=${p}`),
    );
    for (const club of new Set(
      model.shots.map((s) => s.club as string).filter((c) => c !== "Pt"),
    )) {
      out.set(
        `dispersion ${player} ${club}`,
        await ok(
          user,
          `/api/stats/analysis/dispersion?player=${p}&club=${club}`,
        ),
      );
      out.set(
        `trends ${player} ${club}`,
        await ok(user, `/api/stats/analysis/trends?player=${p}&club=${club}`),
      );
    }
  }
  const sessions = (await ok(user, "/api/sessions")) as {
    sessions: { id: string }[];
  };
  out.set("sessions", sessions);
  for (const [i, s] of sessions.sessions.entries()) {
    out.set(`session ${i}`, await ok(user, `/api/sessions/${s.id}`));
    for (const club of new Set(
      model.shots.map((x) => x.club as string).filter((c) => c !== "Pt"),
    )) {
      out.set(
        `session ${i} dispersion ${club}`,
        await ok(user, `/api/sessions/${s.id}/dispersion?club=${club}`),
      );
    }
  }
  out.set("preferences", await ok(user, "/api/stats/analysis/preferences"));
  out.set("shared reports", await ok(user, "/api/shared-reports"));
  for (const [k, v] of out) out.set(k, withoutIds(v));
  return out;
}

/** The file's records by kind and key, the header's moment aside. */
function records(file: string): {
  header: Record<string, unknown>;
  byKey: Map<string, Record<string, unknown>>;
  lines: string[];
} {
  const lines = file.trimEnd().split("\n");
  const header = JSON.parse(lines[0]) as Record<string, unknown>;
  delete header.exportedAt;
  const byKey = new Map<string, Record<string, unknown>>();
  for (const line of lines.slice(1)) {
    const record = JSON.parse(line) as Record<string, unknown>;
    const key =
      record.type === "override"
        ? `override ${record.shotClientId as string}`
        : record.type === "player"
          ? `player ${record.name as string}`
          : record.type === "share"
            ? `share ${JSON.stringify({ ...record, createdAt: undefined, expiresAt: undefined })} ${record.createdAt as string}`
            : `${record.type as string} ${(record.clientId as string | undefined) ?? ""}`;
    expect(byKey.has(key), `one record for ${key}`).toBe(false);
    byKey.set(key, record);
  }
  return { header, byKey, lines };
}

/** What the file must say of each record the model gave the account: every field, as uploaded. */
function expected(model: Model): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  const plain = (v: unknown) =>
    JSON.parse(JSON.stringify(v)) as Record<string, unknown>;
  // A round's scores are written by player, then hole.
  const scoreOrder = (
    x: { player: string; hole: number },
    y: { player: string; hole: number },
  ) => (x.player === y.player ? x.hole - y.hole : x.player < y.player ? -1 : 1);
  for (const r of model.rounds)
    out.set(
      `round ${r.clientId as string}`,
      plain({
        type: "round",
        ...r,
        scores: [...(r.scores as { player: string; hole: number }[])].sort(
          scoreOrder,
        ),
      }),
    );
  for (const s of model.sessions)
    out.set(
      `session ${s.clientId as string}`,
      plain({ type: "session", source: "app", ...s }),
    );
  for (const s of model.shots)
    out.set(`shot ${s.clientId as string}`, plain({ type: "shot", ...s }));
  for (const o of model.overrides)
    out.set(`override shot-${o.shot}`, {
      type: "override",
      shotClientId: `shot-${o.shot}`,
      excluded: o.excluded,
    });
  return out;
}

describe("a backup is lossless", () => {
  test("random accounts with every field set: backup, restore into a new account, backup again: the same records and the same figures", async () => {
    await fc.assert(
      fc.asyncProperty(modelArb, async (model) => {
        const me = await build(model);
        const first = await backup(me);
        const a = records(first);

        // Every record the account was given, with every field, is in the file.
        for (const [key, record] of expected(model))
          expect(a.byKey.get(key), key).toStrictEqual(record);
        const shares = [...a.byKey.values()].filter((r) => r.type === "share");
        expect(
          shares
            .map((s) => ({
              kind: s.kind,
              player: s.player ?? "all",
              from: s.from,
              to: s.to,
              revoked: "revokedAt" in s,
              clip: s.clipClientId,
            }))
            .sort(byJson),
        ).toEqual(
          model.shares
            .map((s) =>
              s.kind === "round"
                ? {
                    kind: "round",
                    player: "all",
                    from: undefined,
                    to: undefined,
                    revoked: s.revoke,
                    clip: s.clip === null ? undefined : `clip-${s.clip}`,
                  }
                : {
                    kind: "stats",
                    player: s.player,
                    from: s.from,
                    to: s.to,
                    revoked: s.revoke,
                    clip: s.clip === null ? undefined : `clip-${s.clip}`,
                  },
            )
            .sort(byJson),
        );
        for (const s of shares) {
          if (s.kind === "round")
            expect(model.rounds.map((r) => r.clientId)).toContain(
              s.roundClientId,
            );
          expect(Date.parse(s.expiresAt as string)).toBeGreaterThan(
            Date.parse(s.createdAt as string),
          );
        }
        expect(a.header.preferences).toEqual(model.preferences);

        const fresh = await createGolfer(t, { pro: true });
        const result = await restore(fresh, first);
        expect(result.rejected).toEqual([]);
        expect(result).toMatchObject({
          rounds: { stored: model.rounds.length, duplicates: 0 },
          sessions: { stored: model.sessions.length, duplicates: 0 },
          shots: { stored: model.shots.length, duplicates: 0 },
          overrides: { stored: model.overrides.length, duplicates: 0 },
          shares: { stored: model.shares.length, duplicates: 0 },
          complete: true,
          preferencesApplied: true,
        });
        await putClips(fresh, model);

        // Record by record, the restored account's backup is the same.
        const b = records(await backup(fresh));
        expect(b.header).toStrictEqual(a.header);
        expect([...b.byKey.keys()]).toEqual([...a.byKey.keys()]);
        for (const [key, record] of a.byKey)
          expect(b.byKey.get(key), key).toStrictEqual(record);
        expect(b.lines.slice(1)).toEqual(a.lines.slice(1));

        // Every figure to the bit (Object.is on every number).
        const before = await figures(me, model);
        const after = await figures(fresh, model);
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [key, value] of before)
          expect(after.get(key), key).toStrictEqual(value);
      }),
      {
        numRuns: Number(process.env.BACKUP_PROPERTY_RUNS ?? 6),
        // One fixed set of accounts in CI, so that a run fails only for a change of the code; set
        // BACKUP_PROPERTY_SEED (and more runs) to explore others.
        seed: Number(process.env.BACKUP_PROPERTY_SEED ?? 20261128),
        endOnFailure: true,
      },
    );
  }, 600_000);
});

const byJson = (x: unknown, y: unknown) =>
  JSON.stringify(x) < JSON.stringify(y) ? -1 : 1;
