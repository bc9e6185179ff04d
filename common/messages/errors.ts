/**
 * Answers any request can meet: access, limits, malformed or oversized requests.
 */
export const errorMessages = {
  proRequired: 'Pro subscription required',
  invoicesUnavailable: 'Your invoices could not be loaded right now. Please try again in a few minutes.',
  notFound: 'Not found',
  notSignedIn: 'You need to sign in first',
  forbidden: 'You are not allowed to do that',
  crossOrigin: 'Cross-origin request refused',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  accountLocked: 'Too many failed sign-in attempts. Please try again in 10 minutes.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internalError: 'Something went wrong on our side. Please try again.',
  tookTooLong: 'This took too long to work out. Please try again in a moment, or narrow the dates or sessions shown.',
  invalidRequest: 'The request is not valid',
  invalidAddress: 'This address is not valid',
  addressTooLong: 'This address is too long',
  bodyTooLarge: 'The request is too large',
  uploadCutOff: 'The upload was cut off before its end',
  malformedJson: 'The request body is not valid JSON',
  invalidText: 'Text must not contain NUL characters or unpaired surrogates',
} as const;
