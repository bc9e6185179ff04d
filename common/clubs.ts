/**
 * The club short names of the desktop app (PRODUCT.md), in bag order, longest to shortest: the
 * order club lists and charts use. Anything else is refused at upload.
 */
export const CLUB_SHORT_NAMES = [
  'Dr',
  '2W',
  '3W',
  '4W',
  '5W',
  '6W',
  '7W',
  '8W',
  '9W',
  '10W',
  '11W',
  '2H',
  '3H',
  '4H',
  '5H',
  '6H',
  '7H',
  '8H',
  '9H',
  '1i',
  '2i',
  '3i',
  '4i',
  '5i',
  '6i',
  '7i',
  '8i',
  '9i',
  // Wedges longest to shortest: the lettered ones at their usual lofts (PW 45°, GW 50°, SW 55°,
  // LW 60°) among the wedges named by loft (docs/decisions/018).
  'PW',
  'W46',
  'W48',
  'GW',
  'W50',
  'W52',
  'W54',
  'SW',
  'W56',
  'W58',
  'LW',
  'W60',
  'W62',
  'W64',
  'Pt',
] as const;

export type ClubShortName = (typeof CLUB_SHORT_NAMES)[number];

export const DRIVER: ClubShortName = 'Dr';

export const SHOT_KINDS = ['round', 'range'] as const;
/** Kinds of session (PRODUCT.md): range sessions for now. */
export const SESSION_KINDS = ['range'] as const;
export const FAIRWAY_RESULTS = ['hit', 'left', 'right'] as const;
