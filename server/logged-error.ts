/**
 * What a log line says of an error (the `err` key of every line): its type, its codes, a short
 * message and the stack's frames, for it and the errors that caused it. Never the statement or its
 * parameters (a failed insert of 1,000 shots held every player name, over 1 MB on one line), nor
 * the values a database message quotes or its `detail` (`Key (email)=(ann@example.com)`).
 */

/** At most this many characters of a message, and of the url of a request's line. */
export const LOGGED_TEXT_MAX = 300;
/** At most this many frames of a stack. */
const FRAMES_MAX = 12;
/** Causes followed at most this deep. */
const DEPTH_MAX = 3;

/** The names a database error carries that say where it happened without saying what was in it. */
const NAMED_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType', 'statusCode'] as const;

function shortText(text: string): string {
  return text.length > LOGGED_TEXT_MAX ? `${text.slice(0, LOGGED_TEXT_MAX)}… (${text.length} characters)` : text;
}

/**
 * A message without a statement and the values a database quotes in it: drizzle's
 * "Failed query: <statement> params: <values>" is only "Failed query"; PostgreSQL's
 * `invalid input syntax for type uuid: "…"` keeps its words, not the quoted value.
 */
function safeMessage(message: string): string {
  if (message.startsWith('Failed query:')) return 'Failed query (statement and parameters not logged)';
  return shortText(message.replace(/: ".*$/s, ': "[value]"').replace(/\n[\s\S]*$/, ''));
}

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.slice(0, FRAMES_MAX).join('\n') || undefined;
}

/** An error as a log line shows it; `stack` is empty when it had none. */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function loggedError(error: unknown, depth = 0): LoggedError {
  if (error === null || typeof error !== 'object') return { type: typeof error, message: safeMessage(String(error)), stack: '' };
  const e = error as Record<string, unknown> & { constructor?: { name?: string } };
  const type = typeof e.name === 'string' ? e.name : (e.constructor?.name ?? 'Object');
  const out: LoggedError = { type, message: typeof e.message === 'string' ? safeMessage(e.message) : '', stack: '' };
  for (const field of NAMED_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = typeof value === 'string' ? shortText(value) : value;
  }
  out.stack = framesOf(e.stack) ?? '';
  if (e.cause !== undefined && depth < DEPTH_MAX) out.cause = loggedError(e.cause, depth + 1);
  return out;
}
