/** The page action intent that saves the remembered "Hide mishits" choice (hide-mishits.server.ts): Shot data and a session's page. */
export const HIDE_MISHITS_INTENT = 'hide-mishits';

export type HideMishitsResult = { ok: true; hideMishits: boolean } | { ok: false; error: string };
