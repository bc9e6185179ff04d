import fs from 'node:fs';
import path from 'node:path';
import { openShotFile } from '../modules/import/reader';
import type { ReaderOptions, RowResult } from '../modules/import/read-types';

/**
 * Import test support. A Garmin Golf export of `rows` plausible shots (header, imperial units row,
 * one shot per 20 s going back from `end`), as the tests and the bench import it.
 * Row `i` is the same in every call with the same `end`, so a file made twice is the same file.
 */
const GARMIN_CLUBS = [
  ['Driver', 105, 1.45, 12, 2600, 240],
  ['3 Wood', 98, 1.44, 11, 3100, 215],
  ['5 Hybrid', 90, 1.42, 13.5, 4100, 195],
  ['5 Iron', 86, 1.4, 14, 5200, 180],
  ['7 Iron', 80, 1.38, 17, 6100, 160],
  ['9 Iron', 76, 1.34, 21, 7600, 138],
  ['Pitching Wedge', 74, 1.3, 24, 8200, 125],
  ['Sand Wedge', 68, 1.24, 30, 9400, 92],
] as const;

export const GARMIN_HEADER =
  'Date,Player,Club Name,Club Type,Club Speed,Ball Speed,Smash Factor,Launch Angle,Launch Direction,Spin Rate,Spin Axis,Carry Distance,Carry Deviation Distance,Total Distance';
export const GARMIN_UNITS = ',,,,[mph],[mph],,[deg],[deg],[rpm],[deg],[Yards],[Yards],[Yards]';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** US-style local time as the Garmin app writes it: 06/01/2025 2:30:05 PM. */
function garminDate(time: number): string {
  const d = new Date(time);
  const h = d.getUTCHours();
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${h % 12 || 12}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
}

export function garminRow(i: number, end: number, player = 'Chris'): string {
  const [club, speed, smash, launch, spin, carry] = GARMIN_CLUBS[i % GARMIN_CLUBS.length];
  const wobble = ((i * 7919) % 200) / 100 - 1; // -1 .. 1, the same for the same i
  const clubSpeed = (speed + wobble * 4).toFixed(1);
  const ballSpeed = ((speed + wobble * 4) * smash).toFixed(1);
  const carried = (carry + wobble * 12).toFixed(1);
  return [
    garminDate(end - i * 20_000),
    player,
    '',
    club,
    clubSpeed,
    ballSpeed,
    smash.toFixed(2),
    (launch + wobble).toFixed(1),
    (wobble * 3).toFixed(1),
    String(Math.round(spin + wobble * 400)),
    (wobble * 6).toFixed(1),
    carried,
    (wobble * 15).toFixed(1),
    (Number(carried) * 1.08).toFixed(1),
  ].join(',');
}

/** The whole file as one string (tests); the bench streams `garminLines` instead. */
export function garminExport(rows: number, end: number, player = 'Chris'): string {
  return [...garminLines(rows, end, player)].join('');
}

export function* garminLines(rows: number, end: number, player = 'Chris'): Generator<string> {
  yield `${GARMIN_HEADER}\r\n${GARMIN_UNITS}\r\n`;
  for (let i = 0; i < rows; i++) yield `${garminRow(i, end, player)}\r\n`;
}

/** A fixture of server/test/fixtures/import, as text. */
export function importFixture(name: string): string {
  return fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'import', name), 'utf8');
}

/** Reads a whole text pushed in pieces of `chunk` characters: records cut anywhere must come out whole. */
export async function readText(text: string, options: ReaderOptions = {}, chunk = 7) {
  async function* pieces() {
    for (let i = 0; i < text.length; i += chunk) yield text.slice(i, i + chunk);
  }
  const opened = await openShotFile(pieces(), options);
  const rows: RowResult[] = [];
  for await (const row of opened.rows()) rows.push(row);
  const shots = rows.flatMap((r) => (r.kind === 'shot' ? [r] : []));
  const unreadable = rows.flatMap((r) => (r.kind === 'unreadable' ? [r.reason] : []));
  const summary = rows.filter((r) => r.kind === 'summary').length;
  return { info: opened.info, rows, shots, unreadable, summary };
}
