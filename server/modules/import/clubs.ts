import type { ClubShortName } from '../../../common/clubs';

/**
 * Another app's club name to our short name (common/clubs.ts). Garmin writes 'Driver', '3 Wood',
 * '5 Hybrid', '7 Iron', 'Pitching Wedge'; Rapsodo 'Driver', '3W', '4H', '7i', 'PW'; people type
 * 'Hybrid 4', '7-iron', 'Wood 5', '56°'. Garmin Golf writes Club Type in the phone's language:
 * 'Eisen 9', 'Holz 3', 'Hybrid 4' (German, wedges in English), 'IJzer 8' (Dutch), 'Hierro 7',
 * 'Madera 3', 'Híbrido 4' (Spanish). Wedges by loft: up to 47° PW, 48-53° GW, 54-57° SW, 58° and
 * more LW. Anything else is null: the row is reported, not guessed.
 */
const NAMED: Record<string, ClubShortName> = {
  driver: 'Dr',
  dr: 'Dr',
  d: 'Dr',
  '1w': 'Dr',
  '1wood': 'Dr',
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
};

const WOOD_WORDS = ['wood', 'w', 'fw', 'fairway', 'fairwaywood', 'holz', 'hout', 'madera'];
const HYBRID_WORDS = ['hybrid', 'hy', 'h', 'rescue', 'utility', 'híbrido', 'hibrido'];
const IRON_WORDS = ['iron', 'i', 'eisen', 'ijzer', 'hierro'];
/** Words that may also come first: 'Hybrid 4', 'Eisen 9', 'fw 3' (not the one-letter ones). */
const LEADING_WORDS = [...WOOD_WORDS, ...HYBRID_WORDS, ...IRON_WORDS].filter((w) => w.length > 1);
const NUMBER_THEN_WORD = new RegExp(`^(\\d{1,2})(${[...WOOD_WORDS, ...HYBRID_WORDS, ...IRON_WORDS].join('|')})$`);
const WORD_THEN_NUMBER = new RegExp(`^(${LEADING_WORDS.join('|')})(\\d{1,2})$`);

const WOODS = new Set([2, 3, 4, 5, 6, 7]);
const HYBRIDS = new Set([2, 3, 4, 5, 6]);
const IRONS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);

export function mapClub(name: string): ClubShortName | null {
  const key = name.normalize('NFC').toLowerCase().replace(/[\s_.-]+/g, '');
  if (!key) return null;
  const named = NAMED[key];
  if (named) return named;
  // '3 wood', '3w', 'wood 3', 'fairway 3', '3fw', '5 hybrid', 'hybrid 4', '4h', '4hy', '7 iron', '7i', 'iron 7', 'eisen 9'.
  const m = NUMBER_THEN_WORD.exec(key) ?? swap(WORD_THEN_NUMBER.exec(key));
  if (m) {
    const n = Number(m[1]);
    const kind = m[2];
    if (WOOD_WORDS.includes(kind)) return n === 1 ? 'Dr' : WOODS.has(n) ? (`${n}W` as ClubShortName) : null;
    if (HYBRID_WORDS.includes(kind)) return HYBRIDS.has(n) ? (`${n}H` as ClubShortName) : null;
    return IRONS.has(n) ? (`${n}i` as ClubShortName) : null;
  }
  // A wedge named by its loft: '56', '56°', '56 deg', '56 wedge', 'wedge 56'.
  const loft = /^(?:wedge)?(\d{2})(?:°|deg|degree|degrees)?(?:wedge)?$/.exec(key);
  if (loft) {
    const degrees = Number(loft[1]);
    if (degrees < 43 || degrees > 64) return null;
    if (degrees <= 47) return 'PW';
    if (degrees <= 53) return 'GW';
    if (degrees <= 57) return 'SW';
    return 'LW';
  }
  return null;
}

function swap(m: RegExpExecArray | null): [string, string, string] | null {
  return m ? [m[0], m[2], m[1]] : null;
}
