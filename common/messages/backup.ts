/**
 * Reading a backup file for a restore.
 */
export const backupMessages = {
  backupNotABackup: 'This file is not an OpenGolfSim backup: its first line must be the backup header',
  backupUnknownVersion: 'This backup was written by a newer version of the site: its format version is not known here',
  backupNotJson: 'not a JSON object',
  backupUnknownType: 'an unknown type: expected round, session, shot, override or end, once',
  backupLineTooLong: 'longer than a backup line can be',
  backupLineTooLongAt: 'Line {line} of this file is longer than {max} KB, longer than any backup line: nothing was restored',
  backupTooLarge: 'This backup is larger than {max} GB, more than a restore takes: nothing was restored',
} as const;
