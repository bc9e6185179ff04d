/** The load context server/plugins/web.ts gives every loader and action (decision 019). */
export type { WebLoadContext } from '../server/plugins/web';
