import type { Field } from '../fields';
import { byName, hasAny, type VendorFormat } from './format';

/**
 * Garmin Golf (R10, R50, Approach S-series), the app's "Export CSV": a header, then a units row
 * (`[mph]`, `[km/h]`, `[Yards]`, `[m]`, `[ft]`), then one row per shot. The header is written in
 * the phone's language (German, Dutch and Spanish as found in real exports), and such a file writes
 * its dates day first. Club Type is the model-independent club; Club Name a nickname.
 */
const ENGLISH: Record<string, Field> = {
  date: 'date',
  time: 'clock',
  player: 'player',
  'club name': 'clubName',
  'club type': 'clubType',
  'club speed': 'clubSpeed',
  'attack angle': 'attackAngle',
  'club path': 'clubPath',
  'club face': 'faceAngle',
  'face to path': 'faceToPath',
  'ball speed': 'ballSpeed',
  'launch angle': 'launchAngle',
  'launch direction': 'launchDirection',
  backspin: 'backspin',
  sidespin: 'sidespin',
  'spin rate': 'spinRate',
  'spin rate type': 'spinRateType',
  'spin axis': 'spinAxis',
  'apex height': 'apex',
  'carry distance': 'carry',
  'carry deviation distance': 'carrySide',
  'total distance': 'total',
  'total deviation distance': 'offline',
};

const LOCALIZED: Record<string, Field> = {
  // German
  datum: 'date',
  spieler: 'player',
  schlägername: 'clubName',
  schlägerart: 'clubType',
  'schl.gsch.': 'clubSpeed',
  anstellwinkel: 'attackAngle',
  schwungbahn: 'clubPath',
  schlagfläche: 'faceAngle',
  schlagflächenstellung: 'faceToPath',
  ballgeschwindigkeit: 'ballSpeed',
  abflugwinkel: 'launchAngle',
  abflugrichtung: 'launchDirection',
  drehrate: 'spinRate',
  drehratentyp: 'spinRateType',
  drehachse: 'spinAxis',
  'höhe des scheitelpunkts': 'apex',
  'carry-distanz': 'carry',
  'carry-abweichungsdistanz': 'carrySide',
  gesamtstrecke: 'total',
  gesamtabweichungsdistanz: 'offline',
  // Dutch (Datum, Backspin and Sidespin as in German and English)
  speler: 'player',
  clubnaam: 'clubName',
  'type club': 'clubType',
  'clubsnelh.': 'clubSpeed',
  aanvalshoek: 'attackAngle',
  clubtraject: 'clubPath',
  'slagvlak van de club': 'faceAngle',
  'slagvlak t.o.v. traject': 'faceToPath',
  balsnelheid: 'ballSpeed',
  slaghoek: 'launchAngle',
  slagrichting: 'launchDirection',
  spinsnelheid: 'spinRate',
  'type draaisnelheid': 'spinRateType',
  spinas: 'spinAxis',
  apexhoogte: 'apex',
  'carry-afstand': 'carry',
  'carry-afwijkingsafstand': 'carrySide',
  'totale afstand': 'total',
  'totale afwijkingsafstand': 'offline',
  // Spanish
  fecha: 'date',
  jugador: 'player',
  'nombre del palo': 'clubName',
  'tipo de palo': 'clubType',
  'vel. palo': 'clubSpeed',
  'velocidad de la pelota': 'ballSpeed',
  'ángulo de lanzamiento': 'launchAngle',
  'dirección de lanzamiento': 'launchDirection',
  retroceso: 'backspin',
  'velocidad de rotación': 'spinRate',
  'eje de rotación': 'spinAxis',
  'dist.vuelo': 'carry',
  'distancia de desviación de vuelo': 'carrySide',
  'distancia total': 'total',
  'distancia de desviación total': 'offline',
};

const english = byName(ENGLISH);
const localized = byName(LOCALIZED);
const isLocalized = (names: Set<string>) => [...names].some((n) => localized(n) !== undefined && english(n) === undefined && n !== 'backspin');

export const garmin: VendorFormat = {
  id: 'garmin',
  field: (name) => english(name) ?? localized(name),
  recognise: (names) =>
    isLocalized(names) ||
    hasAny(names, 'carry deviation distance', 'total deviation distance', 'spin rate type', 'air density') ||
    // The shortest Garmin header: club type and the measurements, no Rapsodo column.
    (names.has('club type') && names.has('carry distance') && !hasAny(names, 'side carry', 'club brand')),
  dayFirst: ({ names, delimiter }) => delimiter === ';' || isLocalized(names),
};
