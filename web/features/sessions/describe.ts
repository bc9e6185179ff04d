import type { SessionSummary } from '../../../common/schemas/sessions';
import { APP_SESSION_SOURCE, IMPORT_FORMAT_NAMES, IMPORT_FORMATS, type ImportFormat } from '../../../common/session-sources';
import { formatDateTime } from '../../../common/format';
import { sessionTexts as t } from './texts';

/** Where a session came from, in words: 'Desktop app', or the importer's format ('Garmin Golf'). */
export function sourceName(source: string): string {
  if (source === APP_SESSION_SOURCE) return t.sourceApp;
  return (IMPORT_FORMATS as readonly string[]).includes(source) ? IMPORT_FORMAT_NAMES[source as ImportFormat] : source;
}

/** The session's name, or 'Range session' when it has none. */
export const sessionName = (session: Pick<SessionSummary, 'name'>) => session.name?.trim() || t.unnamed;

/** 'Nov 21, 2026, 5:30 PM' in the viewer's zone. */
export const sessionWhen = (iso: string, timeZone: string | undefined) =>
  formatDateTime(iso, timeZone);
