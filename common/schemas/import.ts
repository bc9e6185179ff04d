import { z } from 'zod';
import { CLUB_SHORT_NAMES, SHOT_KINDS } from '../clubs';
import { isGolferDay } from '../analysis';
import { messages } from '../messages';
import { IMPORT_FORMATS } from '../session-sources';
import { playerNameField } from './ingest';

/**
 * CSV import of other apps' shots (docs/decisions/012). The file is the raw request body
 * (text/csv); these are the query and the answers. `POST /api/import/preview` reads it and stores
 * nothing; `POST /api/import` stores it and answers with NDJSON progress lines.
 */
export { IMPORT_MAX_BYTES } from '../constants';
export const IMPORT_PREVIEW_ROWS = 20;
/** Unreadable rows listed with their reason; the count covers them all. */
export const IMPORT_LISTED_UNREADABLE = 100;
export const IMPORT_MAX_SOURCE_PLAYERS = 50;
// Where a session came from, without zod, so the pages that only name a source do not load it.
export { IMPORT_FORMAT_NAMES, type ImportFormat } from '../session-sources';
/** Units a file may not name, so the golfer chooses them in the preview. */
export const IMPORT_SPEED_UNITS = ['mph', 'km/h', 'm/s'] as const;
export const IMPORT_DISTANCE_UNITS = ['yd', 'm'] as const;
export type ImportSpeedUnit = (typeof IMPORT_SPEED_UNITS)[number];
export type ImportDistanceUnit = (typeof IMPORT_DISTANCE_UNITS)[number];
/** What a generic "Wedge" of a file can become: the named wedges and those by loft. */
export const IMPORT_WEDGES = CLUB_SHORT_NAMES.filter((c) => /^(PW|GW|SW|LW|W\d\d)$/.test(c));

function validTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `{"Chris": "Chris W."}`: each source player of the file to one of the account's names. */
const playerMap = z
  .string()
  .max(20_000, { error: messages.importBadPlayers })
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: messages.importBadPlayers });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().max(200), playerNameField, { error: messages.importBadPlayers }));

export const importQuerySchema = z.strictObject({
  /** IANA zone of the times in the file (they carry none); the browser's own. UTC when absent. */
  timeZone: z.string().max(64).refine(validTimeZone, { error: messages.importBadTimeZone }).optional(),
  /** The day of the shots when the file has no dates (YYYY-MM-DD). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.importBadDay })
    .refine((d) => isGolferDay(d), { error: messages.importBadDay })
    .optional(),
  /** The player of every shot whose source player is not in `players` (or of the whole file). */
  player: playerNameField.optional(),
  players: playerMap.optional(),
  /** The units of a file that names none (the preview asks). */
  speedUnit: z.enum(IMPORT_SPEED_UNITS, { error: messages.importBadUnitChoice }).optional(),
  distanceUnit: z.enum(IMPORT_DISTANCE_UNITS, { error: messages.importBadUnitChoice }).optional(),
  /** The club of the file's rows named only "Wedge". */
  wedge: z.enum(IMPORT_WEDGES as unknown as [string, ...string[]], { error: messages.importBadWedge }).optional(),
});
export type ImportQuery = z.output<typeof importQuerySchema>;

export const importedShotSchema = z.object({
  line: z.number().int(),
  sourcePlayer: z.string().nullable(),
  /** null for a generic "Wedge" while no wedge is chosen. */
  club: z.enum(CLUB_SHORT_NAMES).nullable(),
  /** null when the file has no dates and none was chosen yet. */
  takenAt: z.string().nullable(),
  kind: z.enum(SHOT_KINDS),
  ballSpeed: z.number(),
  clubSpeed: z.number().nullable(),
  launchAngle: z.number(),
  launchDirection: z.number().nullable(),
  spinRate: z.number().nullable(),
  spinAxis: z.number().nullable(),
  carry: z.number(),
  total: z.number().nullable(),
  offline: z.number().nullable(),
});
export type ImportedShot = z.infer<typeof importedShotSchema>;

const unreadableSchema = z.object({ line: z.number().int(), reason: z.string() });

export const importCountsSchema = z.object({
  /** Data rows read: not the header, units row, blank lines or summary rows. */
  rows: z.number().int(),
  readable: z.number().int(),
  unreadable: z.number().int(),
  summaryRows: z.number().int(),
  /** Readable rows whose club is a generic "Wedge" (mapped to the wedge chosen, or waiting for one). */
  genericWedges: z.number().int(),
});

export const importUnitsSchema = z.object({
  /** The units the file's speeds and distances are read in: the file's, or the ones chosen; null while unknown. */
  speed: z.enum(IMPORT_SPEED_UNITS).nullable(),
  distance: z.enum(IMPORT_DISTANCE_UNITS).nullable(),
  speedInFile: z.boolean(),
  distanceInFile: z.boolean(),
  /** What the file does not say and the golfer has not chosen yet: no row is read before. */
  needed: z.array(z.enum(['speed', 'distance'])),
});
export type ImportUnits = z.infer<typeof importUnitsSchema>;

export const importPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  delimiter: z.enum([',', ';', 'tab']),
  decimalComma: z.boolean(),
  units: importUnitsSchema,
  /** The zone the file's times are read in; null when they carry their own (UTC in ours). */
  timeZone: z.string().nullable(),
  /** The header of the file as read. */
  columns: z.array(z.string()),
  hasDates: z.boolean(),
  hasPlayers: z.boolean(),
  /** Distinct player names of the file (at most IMPORT_MAX_SOURCE_PLAYERS), in order of appearance. */
  sourcePlayers: z.array(z.string()),
  rows: z.array(importedShotSchema),
  counts: importCountsSchema,
  unreadable: z.array(unreadableSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  stored: z.number().int(),
  alreadyPresent: z.number().int(),
  counts: importCountsSchema,
  unreadable: z.array(unreadableSchema),
  /** The range sessions the file's shots are in (made by this import or found again), in the file's order. */
  sessions: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One line of the NDJSON answer of `POST /api/import`. */
export type ImportProgressLine =
  | { type: 'progress'; bytes: number; rows: number; stored: number; alreadyPresent: number; unreadable: number }
  | { type: 'done'; result: ImportResult }
  | { type: 'error'; error: string };
