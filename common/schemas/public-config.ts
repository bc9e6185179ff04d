import { z } from 'zod';

/**
 * What the web app needs to know about its deployment. The server writes it into index.html as a
 * JSON data block (`<script type="application/json" id="app-config">`), which CSP does not treat
 * as a script, so no extra request and no inline script are needed.
 */
export const publicConfigSchema = z.object({
  siteName: z.string(),
  publicUrl: z.string(),
  helpUrl: z.string(),
  supportUrl: z.string(),
  termsUrl: z.string(),
  privacyUrl: z.string(),
  quickStartUrl: z.string(),
  appStoreUrl: z.string(),
  playStoreUrl: z.string(),
  communityUrl: z.string(),
  gaMeasurementId: z.string().nullable(),
  recaptchaSiteKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
