import { DEFAULT_UNITS, type UnitPreferences } from '../../../common/units';
import { useSession } from '../auth/session-provider';

export { distanceLabel, formatDistance, formatSpeed, speedLabel, type UnitPreferences } from '../../../common/units';

/**
 * The signed-in user's display units (Settings, Units card; docs/decisions/011). They come with
 * the current user from the session call, so they are known before any figure is drawn; the
 * defaults (yards, mph) when signed out or while the session is checked.
 */
export function useUnits(): UnitPreferences {
  const { user } = useSession();
  return user?.preferences ?? DEFAULT_UNITS;
}
