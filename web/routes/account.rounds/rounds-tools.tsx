import { useEffect, useRef, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ALL_PLAYERS, ROUNDS_DEFAULT_SORT, type RoundsSort } from '../../../common/constants';
import { messages } from '../../../common/messages';
import type { RoundsQuery } from '../../../common/schemas/stats';
import { FilterSelect, type FilterOption } from '../../components/filters/filter-select';

export const ROUNDS_PATH = '/account/rounds';

/** The sort choices in the order the menu lists them. */
const SORT_LABELS: Record<RoundsSort, string> = {
  '-date': messages.roundsSortNewest,
  date: messages.roundsSortOldest,
  course: messages.roundsSortCourseAz,
  '-course': messages.roundsSortCourseZa,
  toPar: messages.roundsSortBest,
  '-toPar': messages.roundsSortWorst,
};

/** Whether the query filters the list (a player, a course or days), which "Clear filters" undoes. */
const isFiltered = (query: RoundsQuery) => Boolean(query.player || query.course || query.from || query.to);

/**
 * The address of a filter form's fields: empty fields and the default sort left out, and no page
 * (a new choice starts the list again at its first page).
 */
function roundsSearch(form: FormData): string {
  const params = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    if ((name === 'player' && value === ALL_PLAYERS) || (name === 'sort' && value === ROUNDS_DEFAULT_SORT)) continue;
    params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Whether a field of the form holds another value than the page drew: a choice made while the page
 * was only HTML, which the browser keeps when the app takes the page over.
 */
function changedBeforeLive(form: HTMLFormElement): boolean {
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) {
      const drawn = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (drawn && field.value !== drawn.value) return true;
    } else if (field instanceof HTMLInputElement && field.value !== field.defaultValue) {
      return true;
    }
  }
  return false;
}

const fieldSx = { flex: { xs: '1 1 140px', md: '0 1 180px' }, minWidth: 0 } as const;

/**
 * The rounds list's tools: player, course, sort and days in one GET form on the list's address, so
 * that it works before the app is live and without it (decision 032). With the app a menu choice
 * applies at once and the days on Show; each is a navigation the loader answers, an entry of the
 * history, so Back returns to the previous list.
 */
export function RoundsTools({ query, players, courses, player }: { query: RoundsQuery; players: string[]; courses: string[]; player: string }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = (form: HTMLFormElement) => void navigate(`${ROUNDS_PATH}${roundsSearch(new FormData(form))}`);
  // A menu chosen before the app was live applies once it is, as a choice made after would.
  const taken = useRef(false);
  useEffect(() => {
    if (taken.current) return; // StrictMode runs an effect twice in development
    taken.current = true;
    if (formRef.current && changedBeforeLive(formRef.current)) apply(formRef.current);
  }, []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const select = (name: string, label: string, value: string, options: FilterOption[]) => (
    <FilterSelect id={`rounds-${name}`} name={name} label={label} defaultValue={value} options={options} onChoose={apply} sx={fieldSx} />
  );
  const day = (name: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      id={`rounds-${name}`}
      name={name}
      label={label}
      defaultValue={query[name] ?? ''}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2000-01-01' } }}
      sx={fieldSx}
    />
  );
  // A course in the address that no round has any more still shows, so the menu says what is applied.
  const courseOptions = query.course && !courses.includes(query.course) ? [query.course, ...courses] : courses;
  return (
    <Box
      component="form"
      ref={formRef}
      method="get"
      action={ROUNDS_PATH}
      aria-label={messages.roundsToolsLabel}
      autoComplete="off"
      onSubmit={onSubmit}
      // A new query (a navigation, Back) replaces the fields: their defaults are the address'.
      key={JSON.stringify([query, player])}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      {players.length > 1 &&
        select('player', messages.shotDataPlayer, player, [
          { value: ALL_PLAYERS, label: messages.shotDataAllPlayers },
          ...players.filter((p) => p !== ALL_PLAYERS).map((p) => ({ value: p, label: p })),
        ])}
      {courseOptions.length > 1 &&
        select('course', messages.roundsCourseLabel, query.course ?? '', [
          { value: '', label: messages.roundsAllCourses },
          ...courseOptions.map((c) => ({ value: c, label: c })),
        ])}
      {select(
        'sort',
        messages.roundsSortLabel,
        query.sort,
        (Object.keys(SORT_LABELS) as RoundsSort[]).map((sort) => ({ value: sort, label: SORT_LABELS[sort] })),
      )}
      {day('from', messages.roundsFromLabel)}
      {day('to', messages.roundsToLabel)}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="outlined">
          {messages.roundsApply}
        </Button>
        {isFiltered(query) && (
          <Button component={RouterLink} to={ROUNDS_PATH + (query.sort === ROUNDS_DEFAULT_SORT ? '' : `?sort=${query.sort}`)}>
            {messages.roundsClearFilters}
          </Button>
        )}
      </Box>
    </Box>
  );
}
