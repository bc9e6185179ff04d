/**
 * The club short names of the desktop app (PRODUCT.md), in bag order: the order club lists and
 * charts use. Anything else is refused at upload.
 */
export const CLUB_SHORT_NAMES = [
  'Dr',
  '2W',
  '3W',
  '4W',
  '5W',
  '6W',
  '7W',
  '2H',
  '3H',
  '4H',
  '5H',
  '6H',
  '1i',
  '2i',
  '3i',
  '4i',
  '5i',
  '6i',
  '7i',
  '8i',
  '9i',
  'PW',
  'GW',
  'SW',
  'LW',
  'Pt',
] as const;

export type ClubShortName = (typeof CLUB_SHORT_NAMES)[number];

export const DRIVER: ClubShortName = 'Dr';

export const SHOT_KINDS = ['round', 'range'] as const;
export const FAIRWAY_RESULTS = ['hit', 'left', 'right'] as const;
