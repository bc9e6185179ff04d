import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type {
  RestoreProgressLine,
  RestoreResult,
} from "../../../common/schemas/backup";
import {
  createGolfer,
  TEST_ORIGIN,
  type Golfer,
  type TestUser,
} from "../../test/factories";
import { testAppForFile } from "../../test/harness";
import { uploadAll } from "../../test/ingest-fixtures";
import { queryRows } from "../../db/query";
import { insertReadyClip } from "../clips/repo";
import { PLAYERS, type Model } from "./random-accounts";

/**
 * The lossless backup test's app, made for the calling test file, with what the test does on it:
 * build a random account through the API, back it up, restore a file, give an account the model's
 * clips, and read every figure the account shows.
 */
export function backupTestApp() {
  const t = testAppForFile();

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

  return { t, build, backup, restore, putClips, figures };
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

/** The file's records by kind and key, the header's moment aside. */
export function records(file: string): {
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
export function expected(model: Model): Map<string, Record<string, unknown>> {
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
