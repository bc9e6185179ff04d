import { messages } from './messages';

/**
 * Where a range session came from: the desktop app's uploads are 'app'; an import
 * names its format (docs/decisions/012). A module without zod, so that the pages that
 * only name a session's source (sessions, a session) do not load it (decision 025);
 * schemas/import.ts and schemas/sessions.ts pass them on.
 */
export const APP_SESSION_SOURCE = 'app';
export const IMPORT_FORMATS = ['garmin', 'rapsodo', 'flightscope', 'trackman', 'uneekor', 'gspro', 'foresight', 'ours'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** Each format's name, in the preview and in the name of the sessions an import creates. */
export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  garmin: messages.importFormatGarmin,
  rapsodo: messages.importFormatRapsodo,
  flightscope: messages.importFormatFlightscope,
  trackman: messages.importFormatTrackman,
  uneekor: messages.importFormatUneekor,
  gspro: messages.importFormatGspro,
  foresight: messages.importFormatForesight,
  ours: messages.importFormatOurs,
};
