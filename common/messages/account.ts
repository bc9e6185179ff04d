/**
 * Signing in and up, the password reset, the e-mail change and its undo, human verification,
 * and Settings' profile, password, account deletion and connected devices.
 */
import { failedHumanVerification, unknownError } from '../first-load-messages';

export const accountMessages = {
  loginRequired: 'A username or password is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Your password is too short. Please select a password at least 8 characters long',
  passwordsDoNotMatch: 'Your passwords do not match',
  termsRequired: 'You must agree to the Terms of Service',
  unknownError,
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
  // The undo link mailed to the old address after an e-mail change (docs/decisions/020).
  emailUndoTitle: 'Undo Email Change',
  emailUndoIntro:
    'This restores the email address this link was sent to, and signs out every browser and desktop app of the account, including any you are using now.',
  emailUndoButton: 'Restore My Address',
  emailUndoInvalid: 'This link is invalid, was already used or has expired.',
  emailUndoFailed: 'The address could not be restored. Please try again.',
  emailUndoPasswordEnded: 'The password set since the change no longer works: choose a new one with Reset Password.',
  emailUndoDone: 'Your email address is {email} again, and every browser and desktop app has been signed out.',
  emailUndoTaken:
    'Every browser and desktop app has been signed out, but your old address now belongs to another account, so it could not be restored. Please contact support.',
  emailUndoNext: 'If you did not change the address yourself, set a new password now.',
  // The confirmation link mailed to a new address; the spec has no texts for it (docs/decisions/038).
  emailChangePasswordLabel: 'Current Password',
  emailChangePasswordHelp: 'Needed only to change your email address',
  emailChangePasswordRequired: 'Please enter your current password to change your email address',
  emailChangeRequested: 'We sent a confirmation link to {email}. Your email address changes once you follow it.',
  emailChangePending: 'A confirmation link was sent to {email}. Your email address stays as it is until you follow it (the link works for 24 hours).',
  emailConfirmTitle: 'Confirm Email Change',
  emailConfirmIntro: 'This makes {email} the email address of your account. Mail about the account then goes there, and the old address is told, with a link that undoes the change.',
  emailConfirmButton: 'Confirm New Address',
  emailConfirmDone: 'Your email address is now {email}.',
  emailConfirmInvalid: 'This confirmation link is invalid, was already used or has expired. Change the address again in Settings to get a new link.',
  emailConfirmTaken: 'This address now belongs to another account, so it could not become yours.',
  newPasswordTooShort: 'Password must be at least 8 characters',
  newPasswordsDoNotMatch: 'Passwords do not match',

  betaEmailRequired: 'A valid email is required',
  failedHumanVerification,
  recaptchaNotAvailable: 'Recaptcha script is not available',
  recaptchaLoadError: 'Error loading google recaptcha script',
  recaptchaNotLoaded: 'Google Recaptcha has not been loaded',
  recaptchaNoSiteKey: 'Human verification is off: no reCAPTCHA site key is configured',

  currentPasswordRequired: 'Please enter your current password',
  updatePasswordTooShort: 'Password needs to be at least 8 characters',
  updatePasswordsDoNotMatch: 'Passwords did not match',
  currentPasswordWrong: 'Your current password is incorrect',
  profileSaved: 'Your changes have been saved.',
  passwordUpdated: 'Your password has been updated. Your other devices, desktop apps included, have been signed out.',
  // Deleting the account (Settings); the spec has no texts for it (docs/decisions/038).
  deleteAccountTitle: 'Delete Account',
  deleteAccountIntro:
    'This deletes your account and everything it holds: rounds, range sessions, shots, swing clips, shared links and desktop app sign-ins. A Pro subscription ends at once. It cannot be undone; download a backup first if you want to keep your record.',
  deleteAccountPasswordLabel: 'Password',
  deleteAccountButton: 'Delete My Account',
  deleteAccountPasswordRequired: 'Please enter your password to delete your account',
  deleteAccountPasswordWrong: 'Your password is incorrect. Nothing was deleted.',
  deleteAccountBillingFailed:
    'Your subscription could not be canceled at this time, so nothing was deleted. Please try again or contact support.',
  deleteAccountFailed: 'Your account could not be deleted. Please try again.',
  accountDeleted: 'Your account and everything it held have been deleted. A confirmation has been sent to your email address.',
  devicesIntro: 'Desktop apps signed in to your account. Revoke one you no longer use, or do not recognise: it is signed out at once.',
  devicesEmpty: 'No desktop apps are connected to your account.',
  devicesHowToConnect:
    'To connect one, install the desktop app from Downloads and sign in to it with this account’s e-mail address and password. It then shows here.',
  devicesGoToDownloads: 'Go to Downloads',
  devicesLoadFailed: 'Your connected devices could not be loaded.',
  deviceRevoked: 'The device has been disconnected.',
  deviceRevokeConfirm: 'Disconnect {name}? The desktop app on it will be signed out at once.',
} as const;
