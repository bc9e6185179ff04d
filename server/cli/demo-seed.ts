import { randomUUID } from 'node:crypto';
import type { ClubShortName } from '../../common/clubs';
import { INGEST_BATCH_MAX, type SessionItem, type ShotItem } from '../../common/schemas/ingest';
import type { ShotMetricName } from '../../common/shot-metrics';
import { DEFAULT_UNITS } from '../../common/units';
import type { Database } from '../db/client';
import { ingestRounds, ingestSessions, ingestShots } from '../modules/ingest/service';

/**
 * Realistic demo rounds and shots, uploaded through the same ingest service the desktop app's
 * uploads use (so every generated value passes the same bounds).
 *
 * Per-club figures are scaled from published launch-monitor averages (TrackMan's PGA Tour and
 * amateur tables): a mid-handicap amateur swings the driver at about 43 m/s (96 mph), carries it
 * about 195 m and rolls it out to about 215 m; irons and wedges step down from there, launch
 * higher and spin more. Each player has their own speed and consistency; about one shot in twelve
 * is a mishit (low smash, odd launch and spin, short and offline).
 */

interface ClubProfile {
  clubSpeed: number; // m/s
  smash: number;
  launch: number; // degrees
  spin: number; // rpm
  carry: number; // m
  roll: number; // m
}

const CLUBS: Partial<Record<ClubShortName, ClubProfile>> = {
  Dr: { clubSpeed: 43, smash: 1.46, launch: 13, spin: 2900, carry: 195, roll: 20 },
  '3W': { clubSpeed: 41, smash: 1.44, launch: 11.5, spin: 3800, carry: 177, roll: 13 },
  '5W': { clubSpeed: 39.5, smash: 1.42, launch: 12.5, spin: 4400, carry: 166, roll: 10 },
  '4H': { clubSpeed: 38, smash: 1.4, launch: 13, spin: 4700, carry: 157, roll: 8 },
  '5i': { clubSpeed: 36.5, smash: 1.36, launch: 13.5, spin: 5400, carry: 146, roll: 6 },
  '6i': { clubSpeed: 35.5, smash: 1.34, launch: 15, spin: 6200, carry: 137, roll: 5 },
  '7i': { clubSpeed: 34.5, smash: 1.32, launch: 17, spin: 7000, carry: 128, roll: 4 },
  '8i': { clubSpeed: 33.5, smash: 1.29, launch: 19, spin: 7800, carry: 118, roll: 3 },
  '9i': { clubSpeed: 32.5, smash: 1.26, launch: 21.5, spin: 8500, carry: 108, roll: 2.5 },
  PW: { clubSpeed: 31.5, smash: 1.22, launch: 25, spin: 9200, carry: 97, roll: 2 },
  GW: { clubSpeed: 30.5, smash: 1.18, launch: 28, spin: 9600, carry: 86, roll: 1.5 },
  SW: { clubSpeed: 29.5, smash: 1.14, launch: 31, spin: 10000, carry: 74, roll: 1 },
  LW: { clubSpeed: 28, smash: 1.1, launch: 34, spin: 10300, carry: 62, roll: 0.5 },
};
const BAG = Object.keys(CLUBS) as ClubShortName[];
/** What a range session is spent on: drivers and mid-irons most. */
const RANGE_WEIGHTS: [ClubShortName, number][] = [
  ['Dr', 22], ['3W', 6], ['5W', 4], ['4H', 5], ['5i', 5], ['6i', 7], ['7i', 12], ['8i', 8], ['9i', 7], ['PW', 9], ['GW', 6], ['SW', 6], ['LW', 3],
];

interface Player {
  name: string;
  /** Multiplies club speed (and so distance). */
  power: number;
  /** Multiplies every spread. */
  spread: number;
  /** Strokes over par per hole, on average. */
  overPar: number;
  fairwayRate: number;
}

export const DEMO_PLAYERS: Player[] = [
  { name: 'Chris', power: 1, spread: 1, overPar: 0.8, fairwayRate: 0.55 },
  { name: 'Alex', power: 1.07, spread: 0.8, overPar: 0.35, fairwayRate: 0.64 },
  { name: 'Sam', power: 0.86, spread: 1.25, overPar: 1.35, fairwayRate: 0.42 },
];

const COURSES: { name: string; pars: number[] }[] = [
  { name: 'Harbour Links', pars: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5] },
  { name: 'Cedar Ridge Golf Club', pars: [5, 4, 4, 3, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 4, 5] },
  { name: 'Pinehurst Meadows', pars: [4, 5, 3, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4] },
  { name: 'Eagle Valley', pars: [4, 3, 4, 5, 4, 3, 4, 4, 5, 4, 4, 3, 4, 5, 3, 4, 4, 5] },
  { name: 'Lakeside National', pars: [4, 4, 5, 3, 4, 4, 5, 3, 4, 4, 5, 4, 3, 4, 4, 5, 3, 4] },
];

/** mulberry32: a small seeded generator, so a seed gives the same data every time. */
function generator(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (mean: number, sd: number) => {
    const u = Math.max(random(), 1e-12);
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const weighted = <T>(items: [T, number][]) => {
    let r = random() * items.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of items) if ((r -= w) <= 0) return item;
    return items[items.length - 1][0];
  };
  return { random, normal, pick, weighted };
}
type Random = ReturnType<typeof generator>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The demo's launch monitor (a camera-based unit): what it measures; the rest it computes. */
const MONITOR = 'Demo launch monitor';
const MONITOR_MEASURES: ShotMetricName[] = ['ballSpeed', 'launchAngle', 'launchDirection', 'spinRate', 'spinAxis', 'clubSpeed', 'clubPath', 'faceAngle', 'attackAngle', 'impactOffset', 'impactHeight'];

type ShotUpload = Omit<ShotItem, 'roundClientId' | 'sessionClientId' | 'hole'> & { roundClientId?: string; sessionClientId?: string; hole?: number };

/**
 * One shot. `fraction` below 1 is a part swing (a pitch or a chip): slower, shorter, higher and
 * with less spin than the club's full shot, and marked `partial`.
 */
function makeShot(rng: Random, player: Player, club: ClubShortName, takenAt: Date, extra: Partial<ShotUpload> = {}, fraction = 1): ShotUpload {
  const full = CLUBS[club]!;
  const p: ClubProfile =
    fraction >= 1
      ? full
      : {
          clubSpeed: full.clubSpeed * (0.35 + 0.65 * fraction),
          smash: full.smash,
          launch: full.launch + (1 - fraction) * 6,
          spin: full.spin * (0.55 + 0.45 * fraction),
          carry: full.carry * fraction,
          roll: full.roll * fraction + 1,
        };
  const mishit = rng.random() < 0.05;
  const clubSpeed = clamp(rng.normal(p.clubSpeed * player.power, 1.2 * player.spread * Math.min(1, fraction * 2)), 8, 60);
  const smash = mishit ? p.smash * (0.72 + rng.random() * 0.18) : clamp(rng.normal(p.smash, 0.015 * player.spread), p.smash - 0.08, 1.5);
  const ballSpeed = clubSpeed * smash;
  const launch = mishit ? rng.normal(p.launch * 0.6, 5) : rng.normal(p.launch, 1.4 * player.spread);
  const spin = Math.max(300, mishit ? p.spin * (0.55 + rng.random() * 0.9) : rng.normal(p.spin, p.spin * 0.08 * player.spread));
  const direction = rng.normal(0, (mishit ? 7 : 2.2) * player.spread);
  const spinAxis = rng.normal(0, (mishit ? 18 : 6) * player.spread);
  // Carry grows a little faster than ball speed; a mishit's loss is its lost ball speed (its low
  // smash), about a quarter of the carry: counted twice, a driver's mishits flew half as far and
  // its carry spread was 23 m where a golfer's is 10-15 yd.
  const speedRatio = ballSpeed / (p.clubSpeed * p.smash);
  const carry = clamp(p.carry * Math.pow(speedRatio, 1.3) * rng.normal(1, 0.025), 2, 330);
  const total = carry + Math.max(0, rng.normal(p.roll * (mishit ? 1.6 : 1), p.roll * 0.35 + 0.5));
  const curve = carry * spinAxis * 0.0045;
  const offline = carry * Math.tan((direction * Math.PI) / 180) + curve;
  // The club's numbers behind the flight (Trackman's signs): the face starts the ball, face to
  // path tilts the spin axis; irons strike down, the driver slightly up.
  const isDriver = club === 'Dr';
  const clubPath = rng.normal(0.5, 2.5 * player.spread);
  const faceToPath = clamp(spinAxis / 3, -20, 20);
  const attackAngle = rng.normal(isDriver ? -0.5 : club.endsWith('W') ? -2 : -4, 1.5 * player.spread);
  const dynamicLoft = clamp(launch / 0.8, -5, 70);
  const spinRad = (spinAxis * Math.PI) / 180;
  const hang = clamp((carry / ballSpeed) * (1.6 + launch / 40), 0.2, 12);
  return {
    clientId: `demo-${randomUUID()}`,
    player: player.name,
    club,
    takenAt: takenAt.toISOString(),
    kind: 'range',
    ballSpeed: round2(ballSpeed),
    clubSpeed: round2(clubSpeed),
    launchAngle: round1(clamp(launch, -10, 60)),
    launchDirection: round1(clamp(direction, -45, 45)),
    spinRate: Math.round(spin),
    spinAxis: round1(clamp(spinAxis, -60, 60)),
    carry: round1(carry),
    total: round1(total),
    offline: round1(clamp(offline, -120, 120)),
    backspin: Math.round(spin * Math.cos(spinRad)),
    sidespin: Math.round(spin * Math.sin(spinRad)),
    carrySide: round1(clamp(offline * 0.92, -120, 120)),
    apex: round1(clamp(carry * Math.tan((clamp(launch, 1, 60) * Math.PI) / 180) * 0.32, 0.5, 60)),
    descentAngle: round1(clamp(launch * 2.6 + 5, 5, 70)),
    hangTime: round1(hang),
    curve: round1(clamp(curve, -80, 80)),
    clubPath: round1(clubPath),
    faceAngle: round1(clamp(clubPath + faceToPath, -30, 30)),
    faceToPath: round1(faceToPath),
    attackAngle: round1(attackAngle),
    dynamicLoft: round1(dynamicLoft),
    spinLoft: round1(clamp(dynamicLoft - attackAngle, 0, 80)),
    swingPlane: round1(rng.normal(isDriver ? 47 : 60, 2)),
    swingDirection: round1(rng.normal(clubPath - attackAngle * 0.3, 0.5)),
    lowPoint: Math.round(rng.normal(isDriver ? -0.1 : 0.04, 0.03) * 1000) / 1000,
    impactOffset: Math.round(clamp(rng.normal(0, 9 * player.spread), -40, 40)),
    impactHeight: Math.round(clamp(rng.normal(0, 6 * player.spread), -30, 30)),
    measured: [...MONITOR_MEASURES],
    // A chip or a pitch: left out of Club Distances, gapping and dispersion unless asked for.
    ...(fraction < 1 ? { partial: true } : {}),
    ...extra,
  };
}

/** Around the green, as golfers play it: chips run with an iron or a wedge, pitches with the sand or gap wedge. */
const SHORT_GAME: { within: number; clubs: [ClubShortName, number][] }[] = [
  { within: 15, clubs: [['9i', 2], ['PW', 3], ['GW', 2], ['SW', 2], ['LW', 1]] },
  { within: 40, clubs: [['GW', 2], ['SW', 4], ['LW', 2]] },
  { within: Infinity, clubs: [['SW', 3], ['LW', 3], ['GW', 1]] },
];

/**
 * The club for an approach of `remaining` metres, and how much of a full swing: the shortest club
 * that gets there; inside a full lob wedge, a part swing with a club of the short game.
 */
function clubFor(rng: Random, remaining: number, player: Player): { club: ClubShortName; fraction: number } {
  const lob = CLUBS.LW!.carry * player.power;
  if (remaining < lob) {
    const club = rng.weighted(SHORT_GAME.find((band) => remaining < band.within)!.clubs);
    return { club, fraction: clamp(remaining / (CLUBS[club]!.carry * player.power), 0.1, 1) };
  }
  for (let i = BAG.length - 1; i >= 1; i--) if (CLUBS[BAG[i]]!.carry * player.power >= remaining) return { club: BAG[i], fraction: 1 };
  return { club: '3W', fraction: 1 };
}

interface Round {
  clientId: string;
  course: string;
  playedAt: string;
  players: string[];
  holes: { hole: number; par: number }[];
  scores: { player: string; hole: number; score: number | null; putts?: number }[];
}

/** A round with hole-by-hole scores and putts, and the full shots behind them (a putt is not a shot the launch monitor captures). */
function makeRound(rng: Random, playedAt: Date): { round: Round; shots: ShotUpload[] } {
  const course = rng.pick(COURSES);
  const nine = rng.random() < 0.15;
  const pars = nine ? course.pars.slice(0, 9) : course.pars;
  const players = [DEMO_PLAYERS[0], ...DEMO_PLAYERS.slice(1).filter(() => rng.random() < 0.45)];
  // Now and then a round is abandoned: the last holes stay without a score.
  const lastScored = rng.random() < 0.1 ? pars.length - 1 - Math.floor(rng.random() * 4) : pars.length;
  const clientId = `demo-round-${randomUUID()}`;
  const round: Round = {
    clientId,
    course: course.name,
    playedAt: playedAt.toISOString(),
    players: players.map((p) => p.name),
    holes: pars.map((par, i) => ({ hole: i + 1, par })),
    scores: [],
  };
  const shots: ShotUpload[] = [];
  players.forEach((player, order) => {
    pars.forEach((par, i) => {
      const hole = i + 1;
      if (hole > lastScored) {
        round.scores.push({ player: player.name, hole, score: null });
        return;
      }
      const score = Math.max(2, Math.round(rng.normal(par + player.overPar, 0.9)));
      const putts = Math.min(score - 1, rng.random() < 0.12 ? 1 : rng.random() < 0.14 ? 3 : 2);
      round.scores.push({ player: player.name, hole, score, putts });
      const fullShots = Math.max(1, score - putts);
      let at = playedAt.getTime() + (i * 14 + order * 3) * 60_000;
      // Hole lengths from the middle tees: par 3s 120-175 m, par 4s 290-370 m, par 5s 420-480 m.
      let remaining = par === 3 ? 120 + rng.random() * 55 : par === 4 ? 290 + rng.random() * 80 : 420 + rng.random() * 60;
      for (let n = 0; n < fullShots; n++) {
        const tee = n === 0;
        const { club, fraction } = tee && par > 3 ? { club: rng.random() < 0.85 ? ('Dr' as const) : ('3W' as const), fraction: 1 } : clubFor(rng, remaining, player);
        const fairway = tee && par > 3 ? (rng.random() < player.fairwayRate ? 'hit' : rng.random() < 0.5 ? 'left' : 'right') : undefined;
        const shot = makeShot(rng, player, club, new Date(at), { kind: 'round', roundClientId: clientId, hole, ...(fairway && { fairway }) }, fraction);
        shots.push(shot);
        // A miss leaves a chip: what is left never drops below a few metres before the putts.
        remaining = Math.max(10 + rng.random() * 25, Math.abs(remaining - (shot.total ?? shot.carry)));
        at += 2 * 60_000;
      }
    });
  });
  return { round, shots };
}

export interface DemoDataOptions {
  /** About how many shots in all; by default a few thousand. */
  shots?: number;
  /** The period the data are spread over, ending now. */
  days?: number;
  seed?: number;
  now?: Date;
}

export interface DemoDataResult {
  rounds: number;
  sessions: number;
  shots: number;
}

async function uploadInBatches(items: unknown[], upload: (batch: unknown[]) => Promise<{ rejected: { index: number; error: string }[] }>) {
  for (let i = 0; i < items.length; i += INGEST_BATCH_MAX) {
    const result = await upload(items.slice(i, i + INGEST_BATCH_MAX));
    if (result.rejected.length) throw new Error(`demo data rejected: ${JSON.stringify(result.rejected[0])}`);
  }
}

/**
 * Seeds an account with rounds (hole-by-hole scores, three players) and shots spread over the last
 * `days` days: round shots behind every score, range sessions for the rest.
 */
export async function seedDemoData(db: Database, userId: string, options: DemoDataOptions = {}): Promise<DemoDataResult> {
  const { shots: wanted = 4000, days = 90, seed = Date.now() % 2 ** 31, now = new Date() } = options;
  const rng = generator(seed);
  const start = now.getTime() - days * 86_400_000;
  const dayStart = (offset: number) => {
    const d = new Date(start + offset * 86_400_000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  };

  const roundCount = clamp(Math.round(wanted / 130), 1, 36);
  const rounds: Round[] = [];
  let shots: ShotUpload[] = [];
  for (let i = 0; i < roundCount; i++) {
    // Spread over the period, the newest a day or two ago; tee times between 8:00 and 15:00 UTC.
    const day = Math.floor(((i + rng.random() * 0.8) / roundCount) * (days - 1));
    const playedAt = new Date(dayStart(day) + (8 + rng.random() * 7) * 3_600_000);
    const made = makeRound(rng, playedAt);
    rounds.push(made.round);
    shots.push(...made.shots);
  }
  // Range sessions fill up to the wanted number of shots: one shot about every 40 seconds.
  const sessions: SessionItem[] = [];
  while (shots.length < wanted) {
    const day = Math.floor(rng.random() * days);
    const player = rng.weighted(DEMO_PLAYERS.map((p, i): [Player, number] => [p, [5, 3, 2][i]]));
    let at = Math.min(dayStart(day) + (16 + rng.random() * 5) * 3_600_000, now.getTime() - 3 * 3_600_000);
    const session: SessionItem = {
      clientId: `demo-session-${randomUUID()}`,
      kind: 'range',
      startedAt: new Date(at).toISOString(),
      name: `${player.name}'s range session`,
      location: 'Home simulator',
      device: MONITOR,
    };
    const size = Math.min(wanted - shots.length, 30 + Math.floor(rng.random() * 60));
    for (let n = 0; n < size; n++) {
      at += 25_000 + rng.random() * 35_000;
      shots.push(makeShot(rng, player, rng.weighted(RANGE_WEIGHTS), new Date(Math.min(at, now.getTime() - 60_000)), { sessionClientId: session.clientId }));
    }
    sessions.push({ ...session, endedAt: new Date(Math.min(at + 60_000, now.getTime())).toISOString() });
  }
  shots = shots.filter((s) => Date.parse(s.takenAt) < now.getTime());

  await uploadInBatches(rounds, (batch) => ingestRounds(db, userId, batch, DEFAULT_UNITS));
  await uploadInBatches(sessions, (batch) => ingestSessions(db, userId, batch, DEFAULT_UNITS));
  await uploadInBatches(shots, (batch) => ingestShots(db, userId, batch, DEFAULT_UNITS));
  return { rounds: rounds.length, sessions: sessions.length, shots: shots.length };
}
