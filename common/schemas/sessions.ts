/**
 * Range sessions in the account (issue 16). `source` says where a session came from: the desktop
 * app's uploads are 'app'; an import names its format (e.g. 'garmin').
 */
export const APP_SESSION_SOURCE = 'app';
