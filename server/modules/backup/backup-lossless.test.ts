import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createGolfer } from "../../test/factories";
import { modelArb } from "./random-accounts";
import { backupTestApp, expected, records } from "./test-support";

/**
 * Random accounts with every field of every record set go through a backup, a restore into a new
 * account and a second backup: both files hold the same records, each record holds every field the
 * account was given, and every figure the restored account shows equals the original's to the bit.
 */

const { t, build, backup, restore, putClips, figures } = backupTestApp();

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
