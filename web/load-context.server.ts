import type { WebLoadContext } from '../server/plugins/web';

/** The load context server/plugins/web.ts gives every loader and action (decision 019). */
export type { WebLoadContext };

// React Router types a loader's and an action's `context` as its AppLoadContext: this makes it ours.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so that it merges
  interface AppLoadContext extends WebLoadContext {}
}
