/** The addresses of the swing pages, where several pages link to them. */
export const SWING_LIBRARY_PATH = '/account/swings';
export const SWING_COMPARE_PATH = '/account/swings/compare';
/** A shot's own page, with its clips beside all its numbers. */
export const shotViewPath = (shotId: string) => `/account/shots/${shotId}`;
export const swingComparePath = (a: string, b: string) => `${SWING_COMPARE_PATH}?a=${a}&b=${b}`;
