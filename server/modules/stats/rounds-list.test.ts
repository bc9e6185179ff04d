import { describe, expect, test } from 'vitest';
import { messages } from '../../../common/messages';
import { roundsListForFile } from '../../test/rounds-list-fixture';

/* The rounds list's sort, filters and pages, through the API on the test database. */
const { t, me } = roundsListForFile();

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/stats/rounds${query}`, headers: { cookie: me.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rounds: { course: string }[]; total: number; page: number; pageSize: number; pages: number; courses: string[] };
}
const courses = async (query: string) => (await list(query)).rounds.map((r) => r.course);

describe('the rounds API: sort, filters and pages', () => {
  test('newest first by default, oldest first, course A to Z and Z to A (case aside), with the courses for the filter', async () => {
    const all = await list('');
    expect(all.rounds.map((r) => r.course)).toEqual(['Dunes', 'Lakes', 'Pine Valley', 'old Course', 'Harbour Links']);
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20, pages: 1 });
    expect(all.courses).toEqual(['Dunes', 'Harbour Links', 'Lakes', 'old Course', 'Pine Valley']);
    expect(await courses('?sort=date')).toEqual(['Harbour Links', 'old Course', 'Pine Valley', 'Lakes', 'Dunes']);
    expect(await courses('?sort=-date')).toEqual(await courses(''));
    expect(await courses('?sort=course')).toEqual(['Dunes', 'Harbour Links', 'Lakes', 'old Course', 'Pine Valley']);
    expect(await courses('?sort=-course')).toEqual(['Pine Valley', 'old Course', 'Lakes', 'Harbour Links', 'Dunes']);
  });

  test('score to par: the best of the round’s players, or the chosen player’s; rounds without a score last either way', async () => {
    // Best of each round: old Course −1 (Ann), Pine 0, Harbour +2, Lakes +4; Dunes has none.
    expect(await courses('?sort=toPar')).toEqual(['old Course', 'Pine Valley', 'Harbour Links', 'Lakes', 'Dunes']);
    expect(await courses('?sort=-toPar')).toEqual(['Lakes', 'Harbour Links', 'Pine Valley', 'old Course', 'Dunes']);
    // Bob's: old Course +6, Lakes +4.
    expect(await courses('?sort=toPar&player=Bob')).toEqual(['Lakes', 'old Course']);
    expect(await courses('?sort=-toPar&player=Bob')).toEqual(['old Course', 'Lakes']);
  });

  test('a course, days from and to (inclusive, UTC), and a player together', async () => {
    expect(await courses('?course=Lakes')).toEqual(['Lakes']);
    expect(await courses('?course=lakes')).toEqual([]);
    // 12 November: Pine at 00:00 and Lakes at 23:30 UTC are both in the day.
    expect(await courses('?from=2026-11-12&to=2026-11-12')).toEqual(['Lakes', 'Pine Valley']);
    expect(await courses('?from=2026-11-13')).toEqual(['Dunes']);
    expect(await courses('?to=2026-11-10')).toEqual(['old Course', 'Harbour Links']);
    expect(await courses('?player=Ann&from=2026-11-06&to=2026-11-19&sort=course')).toEqual(['old Course', 'Pine Valley']);
    const filtered = await list('?course=Nowhere');
    // The filter's choices stay every course of the account.
    expect(filtered).toMatchObject({ rounds: [], total: 0, pages: 1 });
    expect(filtered.courses).toHaveLength(5);
  });

  test('pages of pageSize in the sort’s order, 20 by default', async () => {
    expect(await list('?pageSize=2')).toMatchObject({ total: 5, pageSize: 2, pages: 3 });
    expect(await courses('?pageSize=2&page=2&sort=course')).toEqual(['Lakes', 'old Course']);
    expect(await courses('?pageSize=2&page=3&sort=course')).toEqual(['Pine Valley']);
    expect(await list('?pageSize=2&page=9')).toMatchObject({ rounds: [], total: 5, page: 9, pages: 3 });
  });

  test('a bad parameter is a 400 naming it, in words', async () => {
    const cases: [string, string, string][] = [
      ['?sort=score', 'sort', messages.roundsBadSort],
      ['?sort=', 'sort', messages.roundsBadSort],
      ['?page=0', 'page', messages.roundsBadPage],
      ['?page=two', 'page', messages.roundsBadPage],
      ['?pageSize=101', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      ['?pageSize=0', 'pageSize', 'pageSize must be a whole number from 1 to 100'],
      ['?course=', 'course', messages.roundsBadCourse],
      [`?course=${'x'.repeat(201)}`, 'course', messages.roundsBadCourse],
      ['?from=2026-02-30', 'from', messages.analysisBadDate],
      ['?to=1999-12-31', 'to', messages.analysisBadDate],
      ['?from=2026-11-20&to=2026-11-01', 'from', messages.analysisDateOrder],
    ];
    for (const [query, field, error] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/stats/rounds${query}`, headers: { cookie: me.cookie } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error, code: 'validation', fields: { [field]: error } });
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/api/stats/rounds?order=asc', headers: { cookie: me.cookie } });
    expect(unknown.statusCode).toBe(400);
  });
});
