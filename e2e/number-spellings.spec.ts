import { expect, test, type Page } from '@playwright/test';
import { deviceToken, makeEmployee, makePro, signUpViaApi } from './support/fixtures';
import { shot, upload, uploadGolf } from './support/golf-data';

/**
 * One way to write a number: every page's server HTML, read as a golfer reads it (scripts off,
 * only what is shown), holds none of the spellings the site no longer uses: a unit glued to its
 * number ("274.4yd"), a space before a percent sign ("61.6 %"), a hyphen for a minus sign
 * ("-10.3"), and dates written as "10/30/26" or "2026-11-20". Dates are 'Nov 25, 2026'; Billing's
 * expiry alone is in the long form ('November 28, 2027'), as the spec asks.
 */

const OLD_SPELLINGS: [string, RegExp][] = [
  ['a unit glued to its number', /\d(?:yd|mph|km\/h|rpm|in|cm|ft|m)\b/],
  ['a space before a percent sign', /\d %/],
  ['a hyphen as a minus sign', /(?:^|[\s(±:])-\d/m],
  ['a numeric date', /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/],
];

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function golferWithEveryKindOfNumber(page: Page): Promise<{ roundId: string; sessionId: string; shotId: string }> {
  const { email } = await signUpViaApi(page);
  const roundId = await uploadGolf(page, email);
  const token = await deviceToken(page.request, email);
  const res = await page.request.post('/api/ingest/sessions', {
    headers: { authorization: `Bearer ${token}` },
    data: { sessions: [{ clientId: 'spellings', kind: 'range', startedAt: ago(5 * HOUR), name: 'Spellings range' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  // Negative figures of every sign-bearing metric, so a hyphen would show where a minus belongs.
  await upload(
    page.request,
    token,
    'shots',
    [0, 1, 2, 3].map((i) =>
      shot('Ann', '7i', ago(5 * HOUR - i * 60_000), 130 + i * 7, {
        clientId: `spellings-${i}`,
        sessionClientId: 'spellings',
        offline: -12.5 + i * 3,
        attackAngle: -4.2,
        clubPath: -3.1,
        faceAngle: -1.4,
        spinAxis: -6.5,
        spinRate: 6500,
        lowPoint: -0.05,
      }),
    ),
  );
  await makePro(email);
  await makeEmployee(email);
  const sessions = await (await page.request.get('/api/sessions')).json();
  const sessionId: string = sessions.sessions.find((s: { name: string }) => s.name === 'Spellings range').id;
  const session = await (await page.request.get(`/api/sessions/${sessionId}`)).json();
  return { roundId, sessionId, shotId: session.shots.id[0] };
}

test('no page writes a number, sign, percentage or date in a spelling the site left behind', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { roundId, sessionId, shotId } = await golferWithEveryKindOfNumber(page);
  const paths = [
    '/',
    '/desktop',
    '/mobile',
    '/account',
    '/account/rounds',
    `/account/round/${roundId}`,
    '/account/handicap',
    '/account/shot-data',
    '/account/sessions',
    `/account/sessions/${sessionId}`,
    `/account/shots/${shotId}`,
    '/account/swings',
    '/account/billing',
    '/account/downloads',
    '/account/profile',
    '/ogs-admin/users',
    '/ogs-admin/releases',
    '/ogs-admin/invites',
  ];
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const text = await page.locator('body').innerText();
    for (const [what, pattern] of OLD_SPELLINGS) {
      for (const line of text.split('\n')) {
        if (pattern.test(line)) found.push(`${path}: ${what}: ${line.trim().slice(0, 120)}`);
      }
    }
  }
  expect(found).toEqual([]);
});
