/** Business constants shared by the server and the web app (spec section 9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

export const METRES_TO_YARDS = 1.09361;
export const PRO_PRICE_DOLLARS = 49.99;
export const PRO_LOOKUP_KEY = 'pro_annual';

export const HUMAN_VERIFICATION_ACTION_BETA = 'beta';
/** The reCAPTCHA v3 actions: 'beta' for the beta form and the reset request (spec), one each for sign-in and sign-up. */
export type HumanAction = typeof HUMAN_VERIFICATION_ACTION_BETA | 'login' | 'signup';
export const HEADER_SOLID_AFTER_PX = 10;
export const ACCOUNT_DRAWER_WIDTH = 240;
export const ACCOUNT_MAX_CONTENT_WIDTH = 1700;
export const LOCKED_OVERLAY_WIDTH = 500;
export const SMASH_GAUGE_MAX = 1.5;

export const TOAST_MAX_SNACK = 3;
export const TOAST_AUTO_HIDE_MS = 5000;

export const SESSION_COOKIE = 'sid';

/** The `player` of the statistics calls meaning every player of the account (PRODUCT.md). */
export const ALL_PLAYERS = 'all';

/**
 * The rounds list's orders: by date, course or score to par, a leading minus for the highest
 * first. The default is the newest first; the best score to par is the lowest.
 */
export const ROUNDS_SORTS = ['-date', 'date', 'course', '-course', 'toPar', '-toPar'] as const;
export type RoundsSort = (typeof ROUNDS_SORTS)[number];
export const ROUNDS_DEFAULT_SORT: RoundsSort = '-date';

/** The largest CSV file the import reads (docs/decisions/012). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Password reset links. */
export const RESET_TOKEN_MINUTES = 60;
export const RESET_MAILS_PER_HOUR = 3;
/** How long the undo link mailed to the old address after an e-mail change works. */
export const EMAIL_UNDO_DAYS = 7;
/** How long the confirmation link mailed to a new address works (PRODUCT.md, the golfer's own data). */
export const EMAIL_CONFIRM_HOURS = 24;

/** The admin lists (users, beta invites): rows per page; docs/decisions/006-admin-area-and-invite-links.md. */
export const ADMIN_PAGE_SIZE = 25;
/**
 * A search of the users list is part of an e-mail address, so never longer than one.
 * @alias EMAIL_MAX_LENGTH, named for its own use
 */
export const ADMIN_SEARCH_MAX_LENGTH = EMAIL_MAX_LENGTH;
