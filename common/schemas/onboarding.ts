import { z } from 'zod';

/**
 * The dashboard's first-run guide (decision 022): each step done from the account's own
 * data, and whether the guide is still shown (not all done, not dismissed).
 */
export const firstRunSchema = z.object({
  show: z.boolean(),
  steps: z.object({
    /** The Download button was opened, or a desktop app has connected since (it had to be installed). */
    download: z.boolean(),
    /** A desktop app signed in: a device token exists (Settings, Connected Devices). */
    device: z.boolean(),
    /** Rounds or shots have arrived in the account. */
    upload: z.boolean(),
  }),
});
export type FirstRun = z.infer<typeof firstRunSchema>;
export const firstRunResponseSchema = z.object({ firstRun: firstRunSchema });

/** POST /api/user/first-run: what happened, as the browser saw it. */
export const firstRunEventSchema = z.strictObject({ event: z.enum(['downloaded', 'dismissed']) });
export type FirstRunEvent = z.infer<typeof firstRunEventSchema>;
