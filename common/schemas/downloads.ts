import { z } from 'zod';
import { messages } from '../messages';

/**
 * A release as Downloads shows it (spec section 3, "Release info": url and version), with the day
 * it was published, its notes and the installer's size (null when the publisher gave none).
 */
export const releaseSchema = z.object({
  url: z.string(),
  version: z.string(),
  publishedAt: z.string(),
  notes: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;
/** What the configuration seeds an empty table with: a version at an address. */
export type ReleaseSeed = Pick<Release, 'url' | 'version'>;

/** Release notes: plain text, one change a line. */
export const RELEASE_NOTES_MAX = 4000;
/** The installer's size as the publisher types it, in megabytes (1 MB = 1,000,000 bytes). */
export const RELEASE_SIZE_MB_MAX = 100_000;

/** Call 9, GET /api/download/releases. */
export const releasesResponseSchema = z.object({ desktop: releaseSchema });
export type ReleasesResponse = z.infer<typeof releasesResponseSchema>;

/** A version as people write them: 1.2.3, optionally with a suffix (1.2.3-beta.1). */
export const RELEASE_VERSION_PATTERN = /^\d+\.\d+\.\d+([-.][0-9A-Za-z.]+)?$/;

export const releaseVersionField = z
  .string({ error: messages.releaseVersionInvalid })
  .trim()
  .max(40, { error: messages.releaseVersionInvalid })
  .regex(RELEASE_VERSION_PATTERN, { error: messages.releaseVersionInvalid });

/**
 * A release's download address: https, so that the installer travels encrypted, and no user name
 * or password in it (Downloads shows the address to everyone). Plain http is taken in development
 * only, for a local file server (`allowHttp`).
 */
export const releaseUrlField = ({ allowHttp }: { allowHttp: boolean }) =>
  z
    .string({ error: messages.releaseUrlInvalid })
    .trim()
    .max(2000, { error: messages.releaseUrlInvalid })
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: messages.releaseUrlInvalid });
        return;
      }
      if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
        ctx.addIssue({ code: 'custom', message: url.protocol === 'http:' ? messages.releaseUrlNotHttps : messages.releaseUrlInvalid });
      } else if (url.username !== '' || url.password !== '') {
        ctx.addIssue({ code: 'custom', message: messages.releaseUrlCredentials });
      }
    });

const releaseNotesField = z
  .string({ error: messages.releaseNotesTooLong })
  .trim()
  .max(RELEASE_NOTES_MAX, { error: messages.releaseNotesTooLong })
  .optional()
  .transform((notes) => notes || undefined);

/** Megabytes, from a form's text or a JSON number: more than 0, with at most one decimal shown. */
/** A number, or a form's text of one ('' is none); anything else (true, a list) is refused. */
const releaseSizeField = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
  z
    .number({ error: messages.releaseSizeInvalid })
    .positive({ error: messages.releaseSizeInvalid })
    .max(RELEASE_SIZE_MB_MAX, { error: messages.releaseSizeInvalid })
    .optional(),
);

/**
 * An employee publishes a new desktop release: its version and download address (plain http only
 * when `allowHttp`), and optionally its notes and the installer's size in MB.
 */
export const publishReleaseBodySchemaFor = ({ allowHttp }: { allowHttp: boolean }) =>
  z.strictObject({
    version: releaseVersionField,
    url: releaseUrlField({ allowHttp }),
    notes: releaseNotesField,
    sizeMb: releaseSizeField,
  });
export type PublishReleaseBody = z.infer<ReturnType<typeof publishReleaseBodySchemaFor>>;
