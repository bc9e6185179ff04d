import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import type { SessionCompareResponse, SessionSummary } from '../../../common/schemas/sessions';
import { fillMessage } from '../../../common/stats-format';
import { FilterSelect } from '../../components/filters/filter-select';
import { sessionName, sessionWhen } from '../../features/sessions/describe';
import { sessionTexts as t } from '../../features/sessions/texts';
import { useDisplayTimeZone } from '../../lib/moments';
import { SIDE_STYLE, type Side } from './compare-sides';

export const COMPARE_PATH = '/account/sessions/compare';

/**
 * The two sessions compared, each a native select of the account's newest sessions in a GET form
 * on the compare's address (it works before the app is live and without it, with the Compare
 * button). With the app a choice applies at once: a navigation on this page, an entry of the
 * history, so Back returns to the previous pair.
 */
export function CompareChooser({ choices, compare }: { choices: SessionSummary[]; compare: SessionCompareResponse | null }) {
  const navigate = useNavigate();
  const timeZone = useDisplayTimeZone();
  // The sessions compared are always choices, however old they are.
  const options = [...choices];
  for (const s of compare ? [compare.a, compare.b] : []) if (!options.some((o) => o.id === s.id)) options.push(s);
  const apply = (form: HTMLFormElement) => {
    const fields = new FormData(form);
    void navigate(`${COMPARE_PATH}?${new URLSearchParams({ a: String(fields.get('a') ?? ''), b: String(fields.get('b') ?? '') })}`);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const select = (side: Side, value: string) => (
    <FilterSelect
      id={`compare-${side}`}
      name={side}
      label={fillMessage(t.compareChooseSide, { side: side.toUpperCase() })}
      defaultValue={value}
      options={options.map((s) => ({ value: s.id, label: `${sessionName(s)}, ${sessionWhen(s.startedAt, timeZone)}` }))}
      emptyLabel={value === '' ? '' : undefined}
      onChoose={apply}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 280px' }, minWidth: 0, maxWidth: { sm: 420 } }}
    />
  );
  return (
    <Box
      component="form"
      method="get"
      action={COMPARE_PATH}
      aria-label={t.compareChooseLabel}
      autoComplete="off"
      onSubmit={onSubmit}
      // Another pair (a navigation, Back) replaces the fields: their defaults are the address'.
      key={`${compare?.a.id}-${compare?.b.id}`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      {select('a', compare?.a.id ?? '')}
      {select('b', compare?.b.id ?? '')}
      <noscript>
        <Button type="submit" variant="outlined">
          {t.compareChooseApply}
        </Button>
      </noscript>
    </Box>
  );
}

/** The overlay's key (A's rings and dashed ellipse, B's squares and solid one) and the differences' marks. */
export function CompareKey() {
  const theme = useTheme();
  const swatch = (side: Side) => {
    const colour = SIDE_STYLE[side].colour(theme);
    return (
      <Box component="svg" width={16} height={16} aria-hidden="true" sx={{ flex: 'none' }}>
        {side === 'a' ? <circle cx={8} cy={8} r={5} fill="none" stroke={colour} strokeWidth={1.75} /> : <rect x={3} y={3} width={10} height={10} fill={colour} fillOpacity={0.75} />}
      </Box>
    );
  };
  const item = (children: React.ReactNode) => (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {children}
    </Box>
  );
  return (
    <Box component="section" aria-label={t.compareKeyLabel} sx={{ mb: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}>
        {item(
          <>
            {swatch('a')}
            <Typography variant="caption">{t.compareKeyA}</Typography>
          </>,
        )}
        {item(
          <>
            {swatch('b')}
            <Typography variant="caption">{t.compareKeyB}</Typography>
          </>,
        )}
        {item(
          <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 600 }}>
            {t.compareKeyBetter}
          </Typography>,
        )}
        {item(
          <Typography variant="caption" sx={{ color: 'error.main', fontWeight: 600 }}>
            {t.compareKeyWorse}
          </Typography>,
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {t.compareKeyRule}
      </Typography>
    </Box>
  );
}
