import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { Form } from 'react-router';
import type { SessionShot } from '../../../common/schemas/sessions';
import { metricUnit, SHOT_METRIC_NAMES, type ShotMetricName } from '../../../common/shot-metrics';
import { fillMessage } from '../../../common/stats-format';
import type { UnitPreferences } from '../../../common/units';
import { formatMoment } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { SwingMark } from '../../components/swing-player/swing-mark';
import { OVERRIDE_INTENT, toggleAction } from '../../features/analysis/override';
import { EXTRA_COLUMNS, useHiddenColumns, type ExtraColumn, type ShotColumn } from './columns';
import { formatMetric, formatSmash, metricHeading } from '../../features/sessions/format';
import { sessionTexts as t } from '../../features/sessions/texts';

type SortKey = 'shot' | ShotColumn;
type Direction = 'asc' | 'desc';
const ROWS_AT_ONCE = 200;
/**
 * The rows the server draws (and the browser, to take its page over): more than a phone's table
 * box shows, a fifth of ROWS_AT_ONCE. Every row costs the server's drawing, the page's bytes and
 * the phone's layout before the first is on screen; the rest follow once the page is live.
 */
const FIRST_ROWS = 40;

/** The fetcher that saves a shot's hand override on the session page (its table's forms and its plot share it). */
export const SHOT_OVERRIDE_FETCHER = 'session-shot-override';

/** A shot's state in words, as the analysis' shot list says it; null for an ordinary counted shot. */
export function shotStatusText(shot: SessionShot): string | null {
  if (shot.override === 'excluded') return t.statusExcluded;
  if (shot.override === 'restored') return t.statusRestored;
  if (shot.mishit) return shot.excluded ? t.statusMishitHidden : t.statusMishit;
  return null;
}

/** "150.3 yd": a shot's carry with its unit, for a button's name. */
const formatCarry = (carry: number | null, units: UnitPreferences) => `${formatMetric('carry', carry, units)} ${metricUnit('carry', units)}`;

const smash = (s: SessionShot) => (s.clubSpeed && s.ballSpeed !== null ? s.ballSpeed / s.clubSpeed : null);

const extraLabel: Record<ExtraColumn, string> = { time: t.timeColumn, player: t.playerColumn, status: t.statusColumn, smash: t.smashColumn };

function sortValue(shot: SessionShot & { n: number }, key: SortKey): number | string | null {
  if (key === 'shot') return shot.n;
  if (key === 'time') return shot.takenAt;
  if (key === 'player') return shot.player;
  if (key === 'status') return shotStatusText(shot) ?? '';
  if (key === 'smash') return smash(shot);
  return shot[key];
}

/**
 * Every shot of a session with every measurement it has, in the account's units: sortable by any
 * column (the shot column in time order), columns shown or hidden from a menu, the choice
 * remembered in this browser. On a phone the table scrolls sideways inside its box with the shot
 * column kept in view. Beside the shot column, Exclude (or Restore, for a shot left out) does what
 * a click on the shot in the dispersion plot does, from the keyboard too: a form posted to the
 * page's action (through the SHOT_OVERRIDE_FETCHER fetcher, or as a real post without JavaScript;
 * `busyId`: the shot being saved).
 */
export function SessionShotsTable({
  shots,
  units,
  busyId,
  clipShots,
}: {
  shots: SessionShot[];
  units: UnitPreferences;
  busyId: string | null;
  /** The shots that have a swing clip: a camera mark links each to its view. */
  clipShots?: ReadonlySet<string>;
}) {
  const ids = useId();
  const timeZone = useDisplayTimeZone();
  const [hidden, setHidden] = useHiddenColumns();
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({ key: 'shot', direction: 'asc' });
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [rowsShown, setRowsShown] = useState(FIRST_ROWS);
  useEffect(() => startTransition(() => setRowsShown((shown) => Math.max(shown, ROWS_AT_ONCE))), []);

  // The measurements this session has at least once, in PRODUCT.md's order; a smash factor where a club speed is.
  const available = useMemo(() => SHOT_METRIC_NAMES.filter((name) => shots.some((s) => s[name] !== null)), [shots]);
  const extras = EXTRA_COLUMNS.filter((c) => c !== 'smash' || available.includes('clubSpeed'));
  const choosable: ShotColumn[] = [...extras.filter((c) => c !== 'smash'), ...available, ...extras.filter((c) => c === 'smash')];
  const shown = choosable.filter((c) => !hidden.has(c));

  const numbered = useMemo(() => shots.map((s, i) => ({ ...s, n: i + 1 })), [shots]);
  const sorted = useMemo(() => {
    const { key, direction } = sort;
    const sign = direction === 'asc' ? 1 : -1;
    return [...numbered].sort((a, b) => {
      if (key === 'shot') return sign * (a.n - b.n);
      const va = sortValue(a, key);
      const vb = sortValue(b, key);
      // Shots without the figure go last whichever way.
      if (va === null && vb === null) return a.n - b.n;
      if (va === null) return 1;
      if (vb === null) return -1;
      const order = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
      return sign * order || a.n - b.n;
    });
  }, [numbered, sort]);
  const rows = sorted;

  const sortBy = (key: SortKey) =>
    setSort((current) => (current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: key === 'shot' || key === 'time' || key === 'player' || key === 'status' ? 'asc' : 'desc' }));

  const label = (c: ShotColumn) => (SHOT_METRIC_NAMES.includes(c as ShotMetricName) ? metricHeading(c as ShotMetricName, units) : extraLabel[c as ExtraColumn]);
  const numeric = (c: SortKey) => c === 'smash' || SHOT_METRIC_NAMES.includes(c as ShotMetricName);

  const toggle = (c: ShotColumn) => {
    const next = new Set(hidden);
    if (next.has(c)) next.delete(c);
    else next.add(c);
    setHidden(next);
  };

  const header = (key: SortKey, text: string, sticky = false) => {
    const active = sort.key === key;
    return (
      <TableCell
        key={key}
        component="th"
        scope="col"
        align={numeric(key) ? 'right' : 'left'}
        aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
        sortDirection={active ? sort.direction : false}
        sx={sticky ? { left: 0, zIndex: 3, position: 'sticky', borderRight: 1, borderRightColor: 'divider' } : undefined}
      >
        <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => sortBy(key)}>
          {text}
        </TableSortLabel>
      </TableCell>
    );
  };

  const cell = (shot: (typeof rows)[number], c: ShotColumn) => {
    if (c === 'time') return formatMoment(shot.takenAt, { hour: 'numeric', minute: '2-digit', second: '2-digit' }, timeZone);
    if (c === 'player') return shot.player;
    if (c === 'smash') return formatSmash(smash(shot));
    if (c === 'status') {
      const status = shotStatusText(shot);
      return status ? (
        // The label in the text colour (a yellow label fails contrast); the outline says flagged.
        <Chip size="small" label={status} variant="outlined" sx={{ color: 'text.primary', borderColor: shot.excluded ? 'divider' : 'warning.main' }} />
      ) : null;
    }
    const value = formatMetric(c, shot[c], units);
    // A value the monitor estimated (the shot's measured list leaves it out) says so.
    if (shot[c] === null || shot.measured === null || shot.measured.includes(c)) return value;
    return (
      <>
        {value}
        <Box component="abbr" title={t.estimatedLong} sx={{ ml: 0.5, color: 'text.secondary', fontSize: '0.75em', textDecoration: 'none' }}>
          {t.estimatedShort}
        </Box>
      </>
    );
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={`${ids}-caption`} variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          {t.shotsCaption}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ViewColumnOutlined />}
          aria-haspopup="true"
          aria-expanded={menuAnchor ? 'true' : undefined}
          aria-controls={menuAnchor ? `${ids}-columns` : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          {t.columnsButton}
        </Button>
        <Menu
          id={`${ids}-columns`}
          anchorEl={menuAnchor}
          open={menuAnchor !== null}
          onClose={() => setMenuAnchor(null)}
          slotProps={{ list: { 'aria-label': t.columnsMenuLabel, dense: true }, paper: { sx: { maxHeight: 420 } } }}
        >
          {choosable.map((c) => (
            <MenuItem key={c} role="menuitemcheckbox" aria-checked={!hidden.has(c)} onClick={() => toggle(c)} sx={{ py: 0 }}>
              <Checkbox edge="start" size="small" checked={!hidden.has(c)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
              <ListItemText primary={label(c)} />
            </MenuItem>
          ))}
          <Divider />
          <MenuItem onClick={() => setHidden(new Set())}>{t.columnsShowAll}</MenuItem>
        </Menu>
      </Box>
      <TableContainer
        role="region"
        aria-labelledby={`${ids}-caption`}
        tabIndex={0}
        sx={{ maxHeight: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table
          size="small"
          stickyHeader
          aria-labelledby={`${ids}-caption`}
          sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& tbody th': { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', borderRight: 1, borderRightColor: 'divider' } }}
        >
          <TableHead>
            <TableRow>
              {header('shot', t.shotColumn, true)}
              <TableCell component="th" scope="col">
                {t.actionColumn}
              </TableCell>
              {shown.map((c) => header(c, label(c)))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, rowsShown).map((shot) => {
              const greyed = shot.excluded || (shot.mishit && shot.override !== 'restored');
              return (
                <TableRow key={shot.id} hover data-mishit={shot.mishit || undefined} sx={greyed ? { '& td, & th': { color: 'text.secondary' } } : undefined}>
                  <TableCell component="th" scope="row">
                    <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
                      {shot.club}
                    </Box>
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
                      #{shot.n}
                    </Box>
                    {clipShots?.has(shot.id) && <SwingMark shotId={shot.id} label={fillMessage(t.swingOfShot, { club: shot.club, n: shot.n })} />}
                  </TableCell>
                  <TableCell sx={{ py: 0.25 }}>
                    <Form
                      method="post"
                      navigate={false}
                      fetcherKey={SHOT_OVERRIDE_FETCHER}
                      preventScrollReset
                      // One change at a time: a press while another is saved is let go.
                      onSubmit={(event) => busyId !== null && event.preventDefault()}
                    >
                      <input type="hidden" name="intent" value={OVERRIDE_INTENT} />
                      <input type="hidden" name="shotId" value={shot.id} />
                      <input type="hidden" name="action" value={toggleAction(shot)} />
                      <Button
                        type="submit"
                        size="small"
                        variant={shot.excluded ? 'contained' : 'outlined'}
                        disabled={busyId === shot.id}
                        aria-label={fillMessage(shot.excluded ? t.restoreShot : t.excludeShot, { club: shot.club, n: shot.n, carry: formatCarry(shot.carry, units) })}
                        sx={{ minWidth: 0 }}
                      >
                        {shot.excluded ? t.restore : t.exclude}
                      </Button>
                    </Form>
                  </TableCell>
                  {shown.map((c) => (
                    <TableCell key={c} align={numeric(c) ? 'right' : 'left'} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {cell(shot, c)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > rowsShown && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setRowsShown(rows.length)}>
          {fillMessage(t.showAllShots, { count: rows.length })}
        </Button>
      )}
    </Box>
  );
}
