import { z } from 'zod';
import { messages } from '../messages';

/** A release as Downloads shows it (spec section 3, "Release info"). */
export const releaseSchema = z.object({ url: z.string(), version: z.string() });
export type Release = z.infer<typeof releaseSchema>;

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

export const releaseUrlField = z
  .string({ error: messages.releaseUrlInvalid })
  .trim()
  .max(2000, { error: messages.releaseUrlInvalid })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: messages.releaseUrlInvalid },
  );

/** An employee publishes a new desktop release: its version and download address. */
export const publishReleaseBodySchema = z.strictObject({
  version: releaseVersionField,
  url: releaseUrlField,
});
export type PublishReleaseBody = z.infer<typeof publishReleaseBodySchema>;
