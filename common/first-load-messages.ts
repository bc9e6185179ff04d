/**
 * The messages of a page's first load (spec section 8), apart from `common/messages.ts`, which
 * takes them from here: the error page and the request helper show `unknownError` on every page,
 * the forms with human verification `failedHumanVerification`; the whole list (about 10 KB gzip)
 * is not needed there.
 */
export const unknownError = 'An unknown error occurred';
export const failedHumanVerification = 'Failed human verification';
