/**
 * Every user-visible message, word for word as spec sections 5 and 8 give them, and the
 * server's own messages. One place per text: each area's texts are in `messages/<area>.ts`, and
 * the server and the web app import them all from here as `messages`.
 */
import { accountMessages } from './messages/account';
import { adminMessages } from './messages/admin';
import { analysisMessages } from './messages/analysis';
import { backupMessages } from './messages/backup';
import { billingMessages } from './messages/billing';
import { clipsMessages } from './messages/clips';
import { dashboardMessages } from './messages/dashboard';
import { downloadsMessages } from './messages/downloads';
import { errorMessages } from './messages/errors';
import { importMessages } from './messages/import';
import { ingestMessages } from './messages/ingest';
import { roundsMessages } from './messages/rounds';
import { sharingMessages } from './messages/sharing';
import { unitsMessages } from './messages/units';

export const messages = {
  ...accountMessages,
  ...adminMessages,
  ...analysisMessages,
  ...backupMessages,
  ...billingMessages,
  ...clipsMessages,
  ...dashboardMessages,
  ...downloadsMessages,
  ...errorMessages,
  ...importMessages,
  ...ingestMessages,
  ...roundsMessages,
  ...sharingMessages,
  ...unitsMessages,
} as const;
