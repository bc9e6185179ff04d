/** Shot data's action intent that saves the remembered "Hide mishits" choice (shot-data-action.server.ts). */
export const HIDE_MISHITS_INTENT = 'hide-mishits';

export type HideMishitsResult = { ok: true; hideMishits: boolean } | { ok: false; error: string };
