import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Form, Link as RouterLink } from 'react-router';
import type { ClipLibrary } from '../../../common/schemas/clips';
import { FilterSelect, type FilterOption } from '../../components/filters/filter-select';
import { sessionName, sessionWhen } from '../../features/sessions/describe';
import { clipTexts as t } from '../../features/clips/texts';
import { SWING_LIBRARY_PATH } from '../../features/clips/paths';
import { useDisplayTimeZone } from '../../lib/moments';
import type { LibraryFilters } from './library-filters';

const fieldSx = { flex: { xs: '1 1 140px', md: '0 1 170px' }, minWidth: 0 } as const;

/**
 * The library's filters: a GET form of native selects and date fields (it works before the app is
 * live, decision 032); a choice is a navigation that the loader answers from the first page.
 */
export function LibraryFiltersForm({ filters, library }: { filters: LibraryFilters; library: ClipLibrary | null }) {
  const timeZone = useDisplayTimeZone();
  const select = (name: 'club' | 'player' | 'session', label: string, options: FilterOption[]) => (
    <FilterSelect name={name} label={label} defaultValue={filters[name] ?? ''} options={options} emptyLabel={t.filterAny} sx={fieldSx} />
  );
  const day = (name: 'from' | 'to', label: string) => (
    <TextField type="date" size="small" name={name} label={label} defaultValue={filters[name] ?? ''} slotProps={{ inputLabel: { shrink: true } }} sx={fieldSx} />
  );
  const filtered = ['club', 'player', 'session', 'from', 'to'].some((name) => filters[name as keyof LibraryFilters]);
  return (
    <Box
      component={Form}
      method="get"
      action={SWING_LIBRARY_PATH}
      aria-label="Filter swings"
      // A new set of filters replaces the form's fields: their defaults are the address's.
      key={JSON.stringify(filters)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2.5 }}
    >
      {select('club', t.filterClub, (library?.clubs ?? []).map((club) => ({ value: club, label: club })))}
      {select('player', t.filterPlayer, (library?.players ?? []).map((player) => ({ value: player, label: player })))}
      {select(
        'session',
        t.filterSession,
        (library?.sessions ?? []).map((s) => ({ value: s.id, label: `${sessionName(s)}, ${sessionWhen(s.startedAt, timeZone)}` })),
      )}
      {day('from', t.filterFrom)}
      {day('to', t.filterTo)}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="outlined">
          {t.filterApply}
        </Button>
        {filtered && (
          <Button component={RouterLink} to={SWING_LIBRARY_PATH}>
            {t.filterClear}
          </Button>
        )}
      </Box>
    </Box>
  );
}
