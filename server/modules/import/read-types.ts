import type { ImportDistanceUnit, ImportFormat, ImportSpeedUnit, ImportUnits } from '../../../common/schemas/import';
import type { ShotItem } from '../../../common/schemas/ingest';
import type { Delimiter } from './csv';

/** What reading a vendor's CSV export takes and gives: the golfer's choices, the file, each row. */
export interface ReaderOptions {
  /** IANA zone of times written without one; UTC when absent. */
  timeZone?: string;
  /** YYYY-MM-DD: the day of every shot when the file has no dates. */
  date?: string;
  /** The units of a file that does not name them, as the golfer chose them. */
  speedUnit?: ImportSpeedUnit;
  distanceUnit?: ImportDistanceUnit;
  /** The club of rows whose club is a generic "Wedge". */
  wedge?: string;
}

export interface FileInfo {
  format: ImportFormat;
  delimiter: Delimiter;
  decimalComma: boolean;
  units: ImportUnits;
  /** The file's times carry no zone: they are read in the chosen one. */
  localTimes: boolean;
  columns: string[];
  hasDates: boolean;
  hasPlayers: boolean;
}

/** A shot as read, before the player is chosen: everything the ingest statement takes but player and clientId. */
export type ReadShot = Omit<ShotItem, 'clientId' | 'player' | 'roundClientId' | 'hole'>;

export type RowResult =
  | {
      kind: 'shot';
      line: number;
      sourcePlayer: string | null;
      shot: ReadShot;
      /** The shot's time as the file writes it (a wall-clock time without its zone): its identity. */
      wallTime: string;
      datePending: boolean;
      /** The file names the club only "Wedge"; pending while the golfer has not chosen which. */
      genericWedge: boolean;
      wedgePending: boolean;
      shotId: string | null;
      /** The session our own export names for the shot. */
      session: { clientId: string; name: string | null } | null;
    }
  | { kind: 'unreadable'; line: number; reason: string }
  | { kind: 'summary'; line: number };
