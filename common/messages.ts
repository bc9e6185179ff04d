/**
 * Every user-visible message, word for word as spec sections 5 and 8 give them, and the
 * server's own messages. One place per text: the server and the web app import from here.
 */
export const messages = {
  loginRequired: 'A username or password is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Your password is too short. Please select a password at least 8 characters long',
  passwordsDoNotMatch: 'Your passwords do not match',
  termsRequired: 'You must agree to the Terms of Service',
  unknownError: 'An unknown error occurred',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  passwordTooLong: 'Your password is too long. Please use at most 256 characters',
  emailTooLong: 'Your email address is too long',
  nameTooLong: 'Your name is too long. Please use at most 100 characters',

  resetEmailRequired: 'Please enter your email address',
  resetRequestSuccess:
    'Check your email for a password reset link. If we found your email on file, you should receive the email shortly.',
  resetTokenInvalid: 'Unable to validate reset token',
  resetFailed: 'Unable to reset password',
  resetDone: 'A new password has been set. Please log-in to your account with your new password.',
  newPasswordTooShort: 'Password must be at least 8 characters',
  newPasswordsDoNotMatch: 'Passwords do not match',

  betaEmailRequired: 'A valid email is required',
  failedHumanVerification: 'Failed human verification',
  recaptchaNotAvailable: 'Recaptcha script is not available',
  recaptchaLoadError: 'Error loading google recaptcha script',
  recaptchaNotLoaded: 'Google Recaptcha has not been loaded',
  recaptchaNoSiteKey: 'Human verification is off: no reCAPTCHA site key is configured',

  currentPasswordRequired: 'Please enter your current password',
  updatePasswordTooShort: 'Password needs to be at least 8 characters',
  updatePasswordsDoNotMatch: 'Passwords did not match',
  currentPasswordWrong: 'Your current password is incorrect',
  profileSaved: 'Your changes have been saved.',
  passwordUpdated: 'Your password has been updated. Your other devices have been signed out.',
  devicesIntro: 'Desktop apps signed in to your account. Revoke one you no longer use, or do not recognise: it is signed out at once.',
  devicesEmpty: 'No desktop apps are connected to your account.',
  devicesLoadFailed: 'Your connected devices could not be loaded.',
  deviceRevoked: 'The device has been disconnected.',
  deviceRevokeConfirm: 'Disconnect {name}? The desktop app on it will be signed out at once.',

  proRequired: 'Pro subscription required',
  notFound: 'Not found',
  notSignedIn: 'You need to sign in first',
  forbidden: 'You are not allowed to do that',
  crossOrigin: 'Cross-origin request refused',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  accountLocked: 'Too many failed sign-in attempts. Please try again in 10 minutes.',
  serverBusy: 'The server is busy. Please try again in a moment.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internalError: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'The request is not valid',
  bodyTooLarge: 'The request is too large',
  malformedJson: 'The request body is not valid JSON',
  invalidText: 'Text must not contain NUL characters or unpaired surrogates',
} as const;

export type MessageKey = keyof typeof messages;
