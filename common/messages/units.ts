/**
 * Display units: Settings' Units card and PUT /api/user/preferences.
 */
export const unitsMessages = {
  unitsHeading: 'Units',
  unitsIntro: 'Choose how distances and speeds are shown on your shot data and in CSV exports. Your shots are stored unchanged.',
  unitsDistance: 'Distance',
  unitsSpeed: 'Speed',
  unitsYards: 'Yards',
  unitsMetres: 'Metres',
  unitsMph: 'mph',
  unitsKmh: 'km/h',
  unitsSave: 'Save Units',
  unitsSaved: 'Your units have been saved.',
  unitsSaveFailed: 'Your units could not be saved. Please try again.',
  unknownDistanceUnit: "The distance unit must be 'yd' (yards) or 'm' (metres)",
  unknownSpeedUnit: "The speed unit must be 'mph' or 'kmh' (km/h)",
} as const;
