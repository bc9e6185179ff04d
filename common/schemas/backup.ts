import { z } from 'zod';
import { messages } from '../messages';
import { DISTANCE_UNITS, SPEED_UNITS } from '../units';
import { clientIdField, playerNameField } from './ingest';

/**
 * The account backup (the format is docs/backup-format.md): NDJSON, one JSON object a
 * line. The first line is the header; then players, rounds, sessions, shots, overrides and shared reports,
 * each line the desktop app's upload shape with a `type`; the last line is the end with the counts written.
 */
export const BACKUP_FORMAT = 'opengolfsim-backup';
export const BACKUP_VERSION = 1;
/** How many rejected lines a restore's answer lists (all are counted). */
export const BACKUP_LISTED_REJECTIONS = 100;

const countsSchema = z.object({
  rounds: z.number().int().min(0),
  sessions: z.number().int().min(0),
  shots: z.number().int().min(0),
  overrides: z.number().int().min(0),
  /** Absent in files written before players and shared reports were kept. */
  players: z.number().int().min(0).default(0),
  shares: z.number().int().min(0).default(0),
});
export type BackupCounts = z.infer<typeof countsSchema>;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: messages.backupNotABackup }),
  version: z.literal(BACKUP_VERSION, { error: messages.backupUnknownVersion }),
  exportedAt: z.string(),
  /** What the file holds, for a progress bar; the end line repeats what was written. */
  counts: countsSchema,
  preferences: z.object({
    distanceUnit: z.enum(DISTANCE_UNITS),
    speedUnit: z.enum(SPEED_UNITS),
    hideMishits: z.boolean(),
    /** The player Shot data opens on, as last chosen (a name, or 'all'); absent: never chosen. */
    shotDataPlayer: z.string().min(1).max(100).optional(),
  }),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const backupEndSchema = z.strictObject({ type: z.literal('end'), counts: countsSchema });

/** A hand override of the analysis (decision 010), naming its shot by the shot's clientId. */
export const backupOverrideSchema = z.strictObject({ shotClientId: clientIdField, excluded: z.boolean({ error: messages.invalidRequest }) });
export type BackupOverride = z.infer<typeof backupOverrideSchema>;

/** One of the account's players, in the order they first appeared (the Player menus' order). */
export const backupPlayerSchema = z.strictObject({ name: playerNameField });
export type BackupPlayer = z.infer<typeof backupPlayerSchema>;

const instant = z.iso.datetime({ offset: true, error: messages.ingestBadDate });
const day = z.iso.date({ error: messages.ingestBadDate });

/**
 * A shared report's settings (decision 013): a round's scorecard (naming the round by its clientId)
 * or a player's statistics over days (no player: every player), and the swing clip it shows, named
 * by the clip's clientId. Its link is not kept: a restore makes a new one, since the old address
 * belongs to the account it was made in.
 */
export const backupShareSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('round'),
      roundClientId: clientIdField,
      createdAt: instant,
      expiresAt: instant,
      revokedAt: instant.optional(),
      clipClientId: clientIdField.optional(),
    }),
    z.strictObject({
      kind: z.literal('stats'),
      player: z.string().trim().min(1).max(100).optional(),
      from: day,
      to: day,
      createdAt: instant,
      expiresAt: instant,
      revokedAt: instant.optional(),
      clipClientId: clientIdField.optional(),
    }),
  ],
  { error: messages.invalidRequest },
);
export type BackupShare = z.infer<typeof backupShareSchema>;

const kindResult = z.object({ stored: z.number().int(), duplicates: z.number().int() });

export const restoreResultSchema = z.object({
  players: kindResult,
  rounds: kindResult,
  sessions: kindResult,
  shots: kindResult,
  overrides: kindResult,
  shares: kindResult,
  /** Lines not stored, each with its reason (the first BACKUP_LISTED_REJECTIONS), and how many in all. */
  rejected: z.array(z.object({ line: z.number().int(), error: z.string() })),
  rejectedCount: z.number().int(),
  /** False when the file stops before its end line, or holds fewer lines than the end line counts. */
  complete: z.boolean(),
  /** The header's unit and mishit choices are taken only into an account that held nothing. */
  preferencesApplied: z.boolean(),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

export type RestoreProgressLine =
  | { type: 'progress'; lines: number; stored: number; duplicates: number; rejected: number }
  | { type: 'done'; result: RestoreResult }
  | { type: 'error'; error: string };

const previewKind = z.object({
  /** Lines of this kind in the file. */
  inFile: z.number().int(),
  /** Of those, how many the account already holds (a restore skips them). */
  present: z.number().int(),
});

/** What a backup holds and what of it the account already has, read without storing anything. */
export const restorePreviewSchema = z.object({
  exportedAt: z.string(),
  players: previewKind,
  rounds: previewKind,
  sessions: previewKind,
  shots: previewKind,
  overrides: previewKind,
  shares: previewKind,
  /** Lines that are not a known record (a restore would reject them with their reasons). */
  unreadable: z.number().int(),
  /** False when the file stops before its end line, or holds fewer lines than the end line counts. */
  complete: z.boolean(),
  /** Whether a restore would take the file's unit and mishit choices: the account holds nothing yet. */
  takesPreferences: z.boolean(),
});
export type RestorePreview = z.infer<typeof restorePreviewSchema>;
