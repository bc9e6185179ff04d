import { clientIdField } from '../../../common/schemas/ingest';

/**
 * Where our export defused a cell against formula injection (stats/repo.ts, csvText): an apostrophe
 * before =, +, -, @, tab or CR at the start of the text or after `,`, `;`, tab, CR, LF or a quote.
 */
const DEFUSED = /(?<=^|[,;\t\r\n"])'(?=[=+@\t\r-])/g;

/** A text cell of our own export as the user wrote it: the apostrophes the export put before formula-like starts undone. */
export function undoExportDefusing(text: string): string {
  return text.replace(DEFUSED, '');
}

/**
 * The `Shot ID` cell of our own CSV export (docs/decisions/012): the shot's own clientId. An
 * import reuses it, so a shot exported and imported back into the same account is the shot already
 * there (the unique (user_id, client_id) of shots), and the desktop app's later upload of it too.
 * The export's leading apostrophe is undone. A blank cell (a row typed in by hand) gives null: the
 * importer then derives the id from the row's content, as for other apps' files.
 */
export function readShotId(text: string | undefined): { id: string | null } | { error: string } {
  if (text === undefined) return { id: null };
  const checked = clientIdField.safeParse(undoExportDefusing(text));
  return checked.success ? { id: checked.data } : { error: checked.error.issues[0].message };
}
