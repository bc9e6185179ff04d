import type { Field } from '../fields';
import { parseDateTime } from '../time';
import { byName, hasAny, type VendorFormat } from './format';

/**
 * Rapsodo MLM2PRO, in both layouts: the shot list (a header, every cell quoted, one row per
 * shot) and the session export (a title line `Rapsodo MLM2PRO: <player> - 06/22/2025 8:07 PM`, a
 * blank line, then a block per club: the header repeated, the shots, Average and Std. Dev. rows).
 * No units are written; an apex beside yards is in feet.
 */
const COLUMNS: Record<string, Field> = {
  date: 'date',
  time: 'clock',
  'club type': 'clubType',
  'carry distance': 'carry',
  'total distance': 'total',
  'ball speed': 'ballSpeed',
  'launch angle': 'launchAngle',
  'launch direction': 'launchDirection',
  apex: 'apex',
  'side carry': 'carrySide',
  'side total': 'offline',
  'club speed': 'clubSpeed',
  'descent angle': 'descentAngle',
  'attack angle': 'attackAngle',
  'club path': 'clubPath',
  'face angle': 'faceAngle',
  'face to path': 'faceToPath',
  'dynamic loft': 'dynamicLoft',
  'spin loft': 'spinLoft',
  'spin rate': 'spinRate',
  'club data est type': 'clubDataType',
  'spin axis': 'spinAxis',
};

const TITLE = /^rapsodo\s+mlm2\s*pro\s*:\s*(.*?)\s+-\s+(\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)\s*$/i;

export const rapsodo: VendorFormat = {
  id: 'rapsodo',
  field: byName(COLUMNS),
  recognise: (names) => hasAny(names, 'side carry', 'club brand', 'club data est type'),
  title: (texts) => {
    const m = texts.length === 1 ? TITLE.exec(texts[0]) : null;
    const time = m ? parseDateTime(m[2], false) : null;
    return m && time ? { player: m[1].trim() || null, time } : null;
  },
};
