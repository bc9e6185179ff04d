/**
 * Another app's club name to the bag of PRODUCT.md: Dr; 2W-11W; 2H-9H; 1i-9i; PW, GW, SW, LW;
 * wedges by loft W46-W64 (even lofts); Pt. Garmin writes 'Driver', '3 Wood', '5 Hybrid', '7 Iron',
 * 'Pitching Wedge' (and in the phone's language: 'Eisen 9', 'Holz 3', 'IJzer 8', 'Hierro 7');
 * Rapsodo 'Driver', '3W', '4H', '7i', 'PW'; GSPro 'DR', 'W3', 'H4', 'I7', 'PT'; Trackman
 * 'PitchingWedge', '5Iron'; Uneekor 'IRON7', 'WOOD3'; people type 'Hybrid 4', '7-iron', '56°'.
 * A wedge named by its loft is that wedge (an odd loft the even one below: 55° is W54; 43-45° a
 * PW). 'Wedge' alone names no loft: it is GENERIC_WEDGE, which the golfer maps in the preview.
 * Anything else is null: the row is reported, not guessed.
 */
export const GENERIC_WEDGE = 'Wedge';

const NAMED: Record<string, string> = {
  driver: 'Dr',
  dr: 'Dr',
  d: 'Dr',
  '1w': 'Dr',
  '1wood': 'Dr',
  w1: 'Dr',
  pitchingwedge: 'PW',
  pitching: 'PW',
  pw: 'PW',
  p: 'PW',
  gapwedge: 'GW',
  gap: 'GW',
  gw: 'GW',
  approachwedge: 'GW',
  approach: 'GW',
  aw: 'GW',
  uw: 'GW',
  utilitywedge: 'GW',
  sandwedge: 'SW',
  sand: 'SW',
  sw: 'SW',
  s: 'SW',
  lobwedge: 'LW',
  lob: 'LW',
  lw: 'LW',
  putter: 'Pt',
  pt: 'Pt',
  putt: 'Pt',
  wedge: GENERIC_WEDGE,
  wg: GENERIC_WEDGE,
  keil: GENERIC_WEDGE,
  cuña: GENERIC_WEDGE,
};

const WOOD_WORDS = ['wood', 'w', 'fw', 'fairway', 'fairwaywood', 'holz', 'hout', 'madera'];
const HYBRID_WORDS = ['hybrid', 'hy', 'h', 'rescue', 'utility', 'híbrido', 'hibrido'];
const IRON_WORDS = ['iron', 'i', 'eisen', 'ijzer', 'hierro'];
const ALL_WORDS = [...WOOD_WORDS, ...HYBRID_WORDS, ...IRON_WORDS];
const NUMBER_THEN_WORD = new RegExp(`^(\\d{1,2})(${ALL_WORDS.join('|')})$`);
/** 'Hybrid 4', 'Eisen 9', 'fw 3', and GSPro's one-letter 'W3', 'H4', 'I7'. */
const WORD_THEN_NUMBER = new RegExp(`^(${ALL_WORDS.join('|')})(\\d{1,2})$`);

export function mapClub(name: string): string | null {
  const key = name.normalize('NFC').toLowerCase().replace(/[\s_.-]+/g, '');
  if (!key) return null;
  const named = NAMED[key];
  if (named) return named;
  const numbered = NUMBER_THEN_WORD.exec(key);
  const leading = numbered ? null : WORD_THEN_NUMBER.exec(key);
  const n = Number(numbered?.[1] ?? leading?.[2]);
  const word = numbered?.[2] ?? leading?.[1];
  // 'W56' is PRODUCT.md's 56° wedge, not a 56-wood.
  if (word !== undefined && !(word === 'w' && leading && n >= 12)) {
    if (WOOD_WORDS.includes(word)) return n === 1 ? 'Dr' : n >= 2 && n <= 11 ? `${n}W` : null;
    if (HYBRID_WORDS.includes(word)) return n >= 2 && n <= 9 ? `${n}H` : null;
    return n >= 1 && n <= 9 ? `${n}i` : null;
  }
  // A wedge named by its loft: '56', '56°', '56 deg', '56 wedge', 'wedge 56', 'W56', 'LW 60°'.
  const loft = /^(?:wedge|w|pw|gw|aw|sw|lw)?(\d{2})(?:°|deg|degree|degrees)?(?:wedge|w)?$/.exec(key);
  if (loft) {
    const degrees = Number(loft[1]);
    if (degrees < 43 || degrees > 64) return null;
    if (degrees < 46) return 'PW';
    return `W${degrees - (degrees % 2)}`;
  }
  return null;
}
