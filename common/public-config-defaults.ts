import type { PublicConfig } from './schemas/public-config';

/**
 * The public configuration when nothing overrides it: the server's defaults for the SITE_NAME and
 * *_URL variables, and what the web app falls back to when it runs without the server's config
 * block (Vite dev server, component tests).
 */
export const defaultPublicConfig: PublicConfig = {
  siteName: 'OpenGolfSim',
  publicUrl: 'http://localhost:3000',
  helpUrl: 'https://help.opengolfsim.com',
  supportUrl: 'https://help.opengolfsim.com/support',
  termsUrl: 'https://opengolfsim.com/terms',
  privacyUrl: 'https://opengolfsim.com/privacy',
  quickStartUrl: 'https://help.opengolfsim.com/quick-start',
  appStoreUrl: 'https://apps.apple.com/app/opengolfsim',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.opengolfsim',
  communityUrl: 'https://discord.gg/opengolfsim',
  gaMeasurementId: null,
  recaptchaSiteKey: null,
};
