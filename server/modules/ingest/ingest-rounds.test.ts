import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '../../../common/messages';
import { queryRows } from '../../db/query';
import { ago, DAY_MS, round, upload } from '../../test/ingest-fixtures';
import { ingestTestApp } from './test-support';

const { t, signedInDevice } = ingestTestApp();

describe('POST /api/ingest/rounds', () => {
  test('stores rounds with players, holes and scores once', async () => {
    const { user, token } = await signedInDevice();
    const item = round({ players: ['Me', 'Pat'], pars: [4, 3, 5], scores: { Me: [5, 3, null], Pat: [4, 4, 6] } });
    expect((await upload(t.app, token, 'rounds', [item])).json()).toEqual({ stored: 1, duplicates: 0, rejected: [] });
    // Lost answer, same upload again: nothing is stored twice, not even the scores.
    expect((await upload(t.app, token, 'rounds', [{ ...item, course: 'Renamed' }])).json()).toEqual({ stored: 0, duplicates: 1, rejected: [] });
    const rows = await queryRows<{ rounds: number; scores: number; holes: number; players: number; course: string }>(
      t.database.db,
      sql`select count(distinct r.id)::int as rounds, count(s.*)::int as scores, min(r.course) as course,
            (select count(*)::int from round_holes h join rounds x on x.id = h.round_id where x.user_id = ${user.id}::uuid) as holes,
            (select count(*)::int from round_players p join rounds x on x.id = p.round_id where x.user_id = ${user.id}::uuid) as players
          from rounds r left join round_scores s on s.round_id = r.id where r.user_id = ${user.id}::uuid`,
    );
    expect(rows[0]).toEqual({ rounds: 1, scores: 6, holes: 3, players: 2, course: 'Pebble Creek' });
  });

  test.each([
    ['a score of a player not in the round', { players: ['Me'], scores: [{ player: 'Ghost', hole: 1, score: 4 }] }, `scores[0].player: ${messages.ingestScoreUnknownPlayer}`],
    ['a score of a hole not in the round', { scores: [{ player: 'Me', hole: 18, score: 4 }], holes: [{ hole: 1, par: 4 }] }, `scores[0].hole: ${messages.ingestScoreUnknownHole}`],
    ['the same hole twice', { holes: [{ hole: 1, par: 4 }, { hole: 1, par: 3 }], scores: [] }, `holes[1].hole: ${messages.ingestDuplicateHole}`],
    ['the same player twice', { players: ['Me', 'Me'], scores: [] }, `players[1]: ${messages.ingestDuplicatePlayer}`],
    ['a par of 8', { holes: [{ hole: 1, par: 8 }], scores: [] }, 'holes[0].par: must be between 3 and 7'],
    ['a hole 19', { holes: [{ hole: 19, par: 4 }], scores: [] }, 'holes[0].hole: must be between 1 and 18'],
    ['a score of 0', { holes: [{ hole: 1, par: 4 }], scores: [{ player: 'Me', hole: 1, score: 0 }] }, 'scores[0].score: must be between 1 and 30'],
    ['no players', { players: [], scores: [] }, 'players: must have at least 1 entries'],
    ['a round played tomorrow', { playedAt: new Date(Date.now() + DAY_MS).toISOString() }, `playedAt: ${messages.ingestFutureDate}`],
    ['an empty course', { course: '' }, 'course: must be text of 1 to 200 characters'],
  ])('rejects %s', async (_name, overrides, error) => {
    const { token } = await signedInDevice();
    const res = await upload(t.app, token, 'rounds', [round(), { ...round(), ...overrides }]);
    expect(res.json()).toEqual({ stored: 1, duplicates: 0, rejected: [{ index: 1, error }] });
  });

  test('takes a null score as unset and 9-hole rounds', async () => {
    const { token } = await signedInDevice();
    const res = await upload(t.app, token, 'rounds', [round({ pars: [4, 4, 3, 5, 4, 4, 3, 4, 5], scores: { Me: [4, null, 3] } })]);
    expect(res.json()).toEqual({ stored: 1, duplicates: 0, rejected: [] });
  });

  test('takes 1,000 rounds and refuses 1,001', async () => {
    const { token } = await signedInDevice();
    const many = Array.from({ length: 1000 }, (_, i) => round({ playedAt: ago(DAY_MS + i * 60_000), pars: [4, 3], scores: { Me: [4, 3] } }));
    expect((await upload(t.app, token, 'rounds', many)).json()).toEqual({ stored: 1000, duplicates: 0, rejected: [] });
    const over = await upload(t.app, token, 'rounds', [...many, round()]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(messages.ingestBatchTooLarge);
  });
});
