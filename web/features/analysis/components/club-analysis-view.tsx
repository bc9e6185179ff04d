import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigation } from 'react-router';
import { messages } from '../../../../common/messages';
import { isGolferDay, type AnalysisClub } from '../../../../common/analysis';
import type { DispersionPoint, DispersionResponse } from '../../../../common/schemas/analysis';
import { fillMessage } from '../../../../common/stats-format';
import { type UnitPreferences } from '../../../../common/units';
import { useUnits } from '../../units/use-units';
import type { AnalysisData } from '../analysis-data';
import { readAnalysisFilters, useAnalysisFilters } from '../url-filters';
import { useShotOverride } from '../use-shot-override';
import { formatDate } from '../../../../common/format';
import { useChoiceMadeBeforeLive } from '../../../lib/use-choice-before-live';
import { GappingTable } from './gapping-table';
import { HideMishitsSwitch, useHideMishits } from './hide-mishits-switch';
import { ShotList } from './shot-list';
import { DispersionFigure } from './dispersion-figure';
import { TrendsSection } from './trends-section';


export interface ClubAnalysisViewProps {
  /** The figures the page's loader read for the club and dates in the address (`?club=&from=&to=`). */
  data: AnalysisData;
  /** The page's loader is reading the next figures: these stay, dimmed, until they come. */
  loading: boolean;
  /** No "Hide mishits" switch and no excluding or restoring: a shared report. */
  readOnly?: boolean;
  /** Fixed dates (a shared report's range): no date inputs then. */
  range?: { from: string | null; to: string | null };
  /** Units to show; the signed-in user's by default. */
  units?: UnitPreferences;
}

/** A calendar day of the filter (YYYY-MM-DD) as the pages write dates: 'Mar 1, 2026'. */
const day = (value: string) => formatDate(`${value}T00:00:00Z`, 'UTC');

/** The dates the figures cover, in words: the filters' empty fields say nothing on their own. */
function rangeInUse(from: string, to: string): string {
  if (from && to) return fillMessage(messages.analysisRangeBoth, { from: day(from), to: day(to) });
  if (from) return fillMessage(messages.analysisRangeFrom, { from: day(from) });
  if (to) return fillMessage(messages.analysisRangeTo, { to: day(to) });
  return messages.analysisRangeAll;
}

/**
 * The per-club analysis: a club picker, dates, the "Hide mishits" switch, the dispersion
 * plot with its 95% ellipse and shot list, weekly trends and the gapping table. It draws what the
 * page's loader read, so a shared report shows the same view read-only from its own loader. A club
 * or dates chosen change the address (a navigation); "Hide mishits" and the hand overrides post to
 * the page's action through fetchers, after which the framework reads the figures again.
 */
export function ClubAnalysisView({ data, loading, readOnly = false, range, units: given }: ClubAnalysisViewProps) {
  const own = useUnits();
  const units = given ?? own;
  const dUnit = units.distanceUnit;
  const ids = useId();
  // The applied club and dates (in the URL on Shot data); the date fields hold what is typed, and
  // only a valid range is applied: a half-typed or reversed one keeps the figures as they were.
  const filters = useAnalysisFilters();
  const [dates, setDates] = useState({ from: filters.from, to: filters.to });
  const [shown, setShown] = useState({ from: filters.from, to: filters.to });
  if (shown.from !== filters.from || shown.to !== filters.to) {
    setShown({ from: filters.from, to: filters.to });
    // Applied from elsewhere (Back, Forward, a link): the fields show it. What the fields wrote
    // themselves may arrive after more typing, which it must not undo.
    if (filters.datesFromNavigation) setDates({ from: filters.from, to: filters.to });
  }
  const { from, to } = dates;
  const [showList, setShowList] = useState(false);

  const problems = (d: { from: string; to: string }) => {
    const fromBad = d.from !== '' && !isGolferDay(d.from);
    const toBad = d.to !== '' && !isGolferDay(d.to);
    const reversed = !fromBad && !toBad && d.from !== '' && d.to !== '' && d.from > d.to;
    return { fromBad, toBad, reversed, ok: !fromBad && !toBad && !reversed };
  };
  const { fromBad, toBad, reversed } = problems(dates);
  const typeDate = (next: { from: string; to: string }) => {
    setDates(next);
    if (problems(next).ok && (next.from !== filters.from || next.to !== filters.to)) filters.setDates(next.from, next.to);
  };
  const { gapping, dispersion, trends } = data;
  const clubs = gapping?.clubs ?? [];
  // The club of the navigation under way is shown in the picker at once; its figures follow.
  const { location: next } = useNavigation();
  const here = useLocation();
  const nextClub = next?.pathname === here.pathname ? readAnalysisFilters(new URLSearchParams(next.search)).club : null;
  const club: AnalysisClub | null = data.club;
  // Then the address' club (on Shot data the figures for it may still be on their way).
  const pickerClub = [nextClub, filters.club].find((c) => c && clubs.some((row) => row.club === c)) ?? club;
  const clubSelect = useRef<HTMLSelectElement>(null);
  const chooseClub = (choice: string) => {
    if (clubs.some((row) => row.club === choice)) filters.setClub(choice as AnalysisClub);
  };
  useChoiceMadeBeforeLive(clubSelect, pickerClub ?? '', chooseClub);

  const { toggle, busyId } = useShotOverride();
  const hide = useHideMishits(gapping?.hideMishits ?? null);
  const hideBusy = hide.busy;
  const busy = loading || hideBusy || busyId !== null;

  const onToggle = (p: DispersionPoint) => {
    if (!readOnly) toggle(p);
  };
  // The plot's click handler stays the same function, reading the latest points and overrides:
  // the plot (2,000 shots at most) is drawn again only when its figures change.
  const togglePointNow = useRef<(id: string) => void>(() => {});
  useLayoutEffect(() => {
    const byId = new Map((dispersion?.points ?? []).map((p) => [p.id, p]));
    togglePointNow.current = (id) => {
      const p = byId.get(id);
      if (p) onToggle(p);
    };
  });
  const togglePoint = useCallback((id: string) => togglePointNow.current(id), []);

  return (
    <Box component="section" aria-labelledby={`${ids}-heading`} sx={{ mt: { xs: 3, md: 4 } }}>
      <Typography id={`${ids}-heading`} variant="h5" component="h2">
        {messages.analysisHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {messages.analysisIntro}
      </Typography>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        {/* A native select, as the Player's: the phone's own picker, and a choice is one change
            event (a menu of MUI's took about half a second of a phone's time to close). */}
        <TextField
          select
          id={`${ids}-club`}
          size="small"
          label={messages.analysisClub}
          value={pickerClub ?? ''}
          disabled={clubs.length === 0}
          onChange={(event) => chooseClub(event.target.value)}
          inputRef={clubSelect}
          sx={{ minWidth: 120 }}
          slotProps={{ select: { native: true } }}
        >
          {clubs.length === 0 && <option value="" />}
          {clubs.map((c) => (
            <option key={c.club} value={c.club}>
              {c.club}
            </option>
          ))}
        </TextField>
        {!range && (
          <>
            <TextField
              size="small"
              type="date"
              label={messages.analysisFrom}
              value={from}
              onChange={(e) => typeDate({ from: e.target.value, to })}
              error={fromBad || reversed}
              helperText={fromBad ? messages.analysisBadDate : reversed ? messages.analysisDateOrder : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
              sx={{ width: 170 }}
            />
            <TextField
              size="small"
              type="date"
              label={messages.analysisTo}
              value={to}
              onChange={(e) => typeDate({ from, to: e.target.value })}
              error={toBad}
              helperText={toBad ? messages.analysisBadDate : undefined}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
              sx={{ width: 170 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%', mt: -1 }}>
              {rangeInUse(filters.from, filters.to)}
            </Typography>
          </>
        )}
        {!readOnly && <HideMishitsSwitch id={`${ids}-hide-help`} choice={hide} disabled={!gapping} />}
      </Box>

      {data.failed ? (
        <Alert severity="error">{messages.analysisLoadFailed}</Alert>
      ) : gapping && clubs.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {messages.analysisNoData}
        </Typography>
      ) : (
        <Box
          aria-busy={busy}
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
            opacity: loading || hideBusy ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          <Card component="section" aria-labelledby={`${ids}-dispersion`}>
            <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              <Typography id={`${ids}-dispersion`} variant="h6" component="h3">
                {messages.analysisDispersionHeading}
                {club ? ` · ${club}` : ''}
              </Typography>
              {!dispersion || !club ? (
                <Skeleton variant="rounded" height={360} />
              ) : (
                <DispersionSection
                  data={dispersion}
                  units={units}
                  readOnly={readOnly}
                  onToggle={togglePoint}
                  showList={showList}
                  setShowList={setShowList}
                  listId={`${ids}-shots-list`}
                />
              )}
            </CardContent>
          </Card>

          {/* Under the plot on a phone; on a wide screen under the plot and the trends, across both. */}
          {dispersion && club && dispersion.shots > 0 && (
            <ShotListCard
              data={dispersion}
              unit={units.distanceUnit}
              readOnly={readOnly}
              showList={showList}
              busyId={busyId}
              listLabelId={`${ids}-shots`}
              toggle={onToggle}
              clipShots={data.clipShots}
            />
          )}

          {/* As tall as its chart: stretched to the plot's height it was a tall empty box. */}
          <Card component="section" aria-labelledby={`${ids}-trends`} sx={{ alignSelf: 'start' }}>
            <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              <Typography id={`${ids}-trends`} variant="h6" component="h3">
                {messages.analysisTrendsHeading}
                {club ? ` · ${club}` : ''}
              </Typography>
              {!trends || !club ? (
                <Skeleton variant="rounded" height={300} />
              ) : trends.weeks.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                  {messages.analysisNoShots}
                </Typography>
              ) : (
                <TrendsSection data={trends} units={units} />
              )}
            </CardContent>
          </Card>

          <Card component="section" aria-labelledby={`${ids}-gapping`} sx={{ gridColumn: { lg: '1 / -1' }, order: { lg: 2 } }}>
            <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
              <Typography id={`${ids}-gapping`} variant="h6" component="h3">
                {messages.analysisGappingHeading}
              </Typography>
              <Typography id={`${ids}-gapping-caption`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {fillMessage(messages.analysisGappingCaption, { unit: dUnit })}
              </Typography>
              {!gapping ? (
                <Skeleton variant="rounded" height={240} />
              ) : (
                <GappingTable clubs={clubs} unit={dUnit} selected={club} captionId={`${ids}-gapping-caption`} />
              )}
            </CardContent>
          </Card>
        </Box>
      )}
    </Box>
  );
}

function DispersionSection({
  data,
  units,
  readOnly,
  onToggle,
  showList,
  setShowList,
  listId,
}: {
  data: DispersionResponse;
  units: UnitPreferences;
  readOnly: boolean;
  onToggle: (id: string) => void;
  showList: boolean;
  setShowList: (show: boolean) => void;
  /** The shot list card's id, which the Show button controls. */
  listId: string;
}) {
  const unit = units.distanceUnit;
  // The club is one of the list, so it has shots in these dates: none of them has an offline figure.
  if (data.shots === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {messages.analysisNoOffline}
      </Typography>
    );
  }
  return (
    <>
      <DispersionFigure data={data} unit={unit} onPointClick={readOnly ? undefined : onToggle} />
      <Button size="small" aria-expanded={showList} aria-controls={listId} onClick={() => setShowList(!showList)} sx={{ mt: 1 }}>
        {showList ? messages.analysisHideShots : messages.analysisShowShots}
      </Button>
    </>
  );
}

/**
 * The dispersion's shots as a table, a card across the whole width under the plot and the trends
 * (beside them it was too narrow for its five columns); shown by the plot's Show button. Not a
 * landmark of its own: the table's scrolling box is the region of that name.
 */
function ShotListCard({
  data,
  unit,
  readOnly,
  showList,
  busyId,
  listLabelId,
  toggle,
  clipShots,
}: {
  data: DispersionResponse;
  unit: UnitPreferences['distanceUnit'];
  readOnly: boolean;
  showList: boolean;
  busyId: string | null;
  listLabelId: string;
  toggle: (p: DispersionPoint) => void;
  clipShots?: string[];
}) {
  return (
    <Card id={`${listLabelId}-list`} hidden={!showList} sx={{ gridColumn: '1 / -1', order: { lg: 1 } }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography id={listLabelId} variant="h6" component="h3" sx={{ mb: 1 }}>
          {fillMessage(messages.analysisShotListHeading, { club: data.club })}
        </Typography>
        {showList && <ShotList points={data.points} clipShots={clipShots} unit={unit} readOnly={readOnly} busyId={busyId} onToggle={toggle} labelId={listLabelId} />}
      </CardContent>
    </Card>
  );
}
