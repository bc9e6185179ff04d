import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFile from '@mui/icons-material/UploadFile';
import { useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import {
  IMPORT_DISTANCE_UNITS,
  IMPORT_FORMAT_NAMES,
  IMPORT_SPEED_UNITS,
  IMPORT_WEDGES,
  type ImportDistanceUnit,
  type ImportPreview,
  type ImportResult,
  type ImportSpeedUnit,
} from '../../../common/schemas/import';
import { fillMessage } from '../../../common/stats-format';
import { distanceLabel, formatDistance, formatSpeed, speedLabel, useUnits } from '../../features/units/use-units';
import { browserTimeZone, checkFile, previewImport, runImport, timeZones, type ImportChoices, type ReadingChoices } from './import-api';

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'reading'; file: File; fraction: number }
  | { name: 'preview'; file: File; preview: ImportPreview }
  | { name: 'importing'; file: File; preview: ImportPreview; rows: number; stored: number; bytes: number; sent: number }
  | { name: 'done'; result: ImportResult }
  | { name: 'failed'; file: File; preview: ImportPreview; error: string };

const UNIT_NAMES: Record<ImportSpeedUnit | ImportDistanceUnit, string> = { mph: 'mph', 'km/h': 'km/h', 'm/s': 'm/s', yd: 'yards', m: 'metres' };
const count = (n: number) => n.toLocaleString('en-US');
/** On phones the buttons stack, the main one on top, each the full width. */
const ACTIONS_SX = {
  flexDirection: { xs: 'column-reverse', sm: 'row' },
  alignItems: { xs: 'stretch', sm: 'center' },
  gap: 1,
  px: { xs: 3, sm: 1 },
  pb: { xs: 2, sm: 1 },
  '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
} as const;

/**
 * The dialog of "Import CSV" on Shot data (issue 9): choose a file, see what it holds and what
 * cannot be read, choose whose shots they are, import with a progress bar, see the result.
 * Nothing is stored before the Import button. Loaded on the button's first use
 * (import-shots-button.tsx). `players`: the account's, from the page's loader, offered for the
 * file's players.
 */
export function ImportDialog({ open, onClose, players }: { open: boolean; onClose: () => void; players: string[] }) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const busy = step.name === 'reading' || step.name === 'importing';
  const close = () => {
    if (busy) return;
    onClose();
    setStep({ name: 'choose' });
  };
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{messages.importDialogTitle}</DialogTitle>
      {open && <ImportSteps step={step} setStep={setStep} close={close} players={players} />}
    </Dialog>
  );
}

function ImportSteps({ step, setStep, close, players }: { step: Step; setStep: (s: Step) => void; close: () => void; players: string[] }) {
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [date, setDate] = useState('');
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [reading, setReading] = useState<ReadingChoices>({ timeZone: browserTimeZone() });
  const [rereading, setRereading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(file);
    if (problem) return setStep({ name: 'choose', error: problem });
    setStep({ name: 'reading', file, fraction: 0 });
    const fresh = { timeZone: browserTimeZone() };
    setReading(fresh);
    const outcome = await previewImport(file, fresh, (fraction) => setStep({ name: 'reading', file, fraction }));
    if (!outcome.ok) return setStep({ name: 'choose', error: outcome.error });
    const preview = outcome.data;
    // Each source player to a player of the same name; a file without players to the first player.
    const initial: Record<string, string> = {};
    for (const source of preview.sourcePlayers) initial[source] = source;
    if (!preview.hasPlayers) initial[''] = players[0] ?? '';
    setMapping(initial);
    setStep({ name: 'preview', file, preview });
  };

  /** Another zone, the units the file does not name, or the wedge chosen: the preview is read again with them. */
  const reread = async (file: File, change: ReadingChoices) => {
    const next = { ...reading, ...change };
    setReading(next);
    setRereading(true);
    const outcome = await previewImport(file, next, () => {});
    setRereading(false);
    if (outcome.ok) setStep({ name: 'preview', file, preview: outcome.data });
    else setStep({ name: 'choose', error: outcome.error });
  };

  const start = async (file: File, preview: ImportPreview) => {
    const choices: ImportChoices = { ...reading };
    if (!preview.hasDates) choices.date = date;
    if (preview.hasPlayers) choices.players = Object.fromEntries(preview.sourcePlayers.map((s) => [s, mapping[s]?.trim() || s]));
    else choices.player = mapping['']?.trim();
    // The server's progress lines say how far it got; until the first, how much of the file was sent.
    let progress = { name: 'importing' as const, file, preview, rows: 0, stored: 0, bytes: 0, sent: 0 };
    setStep(progress);
    const outcome = await runImport(
      file,
      choices,
      (line) => setStep((progress = { ...progress, rows: line.rows, stored: line.stored, bytes: line.bytes })),
      (fraction) => setStep((progress = { ...progress, sent: fraction })),
    );
    // Whatever was stored, the figures on the page (and the players offered here) are out of date
    // now: the framework reads the page's loader again.
    await revalidator.revalidate();
    if (outcome.ok) setStep({ name: 'done', result: outcome.data });
    else setStep({ name: 'failed', file, preview, error: outcome.error });
  };

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept=".csv,text/csv"
      hidden
      data-testid="import-file-input"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        void choose(file);
      }}
    />
  );

  if (step.name === 'choose' || step.name === 'reading') {
    return (
      <>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{messages.importIntro}</Typography>
          {step.name === 'choose' && step.error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {step.error}
            </Alert>
          )}
          {step.name === 'reading' ? (
            <Box aria-live="polite">
              <Typography sx={{ mb: 1 }}>{fillMessage(messages.importReading, { file: step.file.name })}</Typography>
              <LinearProgress variant={step.fraction < 1 ? 'determinate' : 'indeterminate'} value={step.fraction * 100} aria-label={fillMessage(messages.importReading, { file: step.file.name })} />
            </Box>
          ) : (
            <Button variant="contained" startIcon={<UploadFile />} onClick={() => input.current?.click()} autoFocus>
              {messages.importChooseFile}
            </Button>
          )}
          {fileInput}
        </DialogContent>
        <DialogActions sx={ACTIONS_SX}>
          <Button onClick={close} disabled={step.name === 'reading'}>
            {messages.importCancel}
          </Button>
        </DialogActions>
      </>
    );
  }

  if (step.name === 'done') {
    const { result } = step;
    return (
      <>
        <DialogContent>
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            <strong>{messages.importDoneHeading}.</strong>{' '}
            {fillMessage(messages.importDone, { stored: count(result.stored), present: count(result.alreadyPresent), unreadable: count(result.counts.unreadable) })}
          </Alert>
          <UnreadableList unreadable={result.unreadable} total={result.counts.unreadable} />
        </DialogContent>
        <DialogActions sx={ACTIONS_SX}>
          <Button variant="contained" onClick={close} autoFocus>
            {messages.importClose}
          </Button>
        </DialogActions>
      </>
    );
  }

  const { file, preview } = step;
  const importing = step.name === 'importing';
  const readable = preview.counts.readable;
  const targets = preview.hasPlayers ? preview.sourcePlayers : [''];
  const missingPlayer = targets.some((s) => !(mapping[s] ?? '').trim() && !s);
  const missingDate = !preview.hasDates && !/^\d{4}-\d{2}-\d{2}$/.test(date);
  const missingUnits = preview.units.needed.length > 0;
  const missingWedge = preview.counts.genericWedges > 0 && !reading.wedge;
  // The share of the file the server has read and stored; while the first batch is on its way, the
  // bar runs without a value and the text says how much of the file was sent.
  const percent = importing ? Math.min(100, (step.bytes / Math.max(1, file.size)) * 100) : 0;

  return (
    <>
      <DialogContent>
        {step.name === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {fillMessage(messages.importFailed, { error: step.error })}
          </Alert>
        )}
        <PreviewSummary preview={preview} file={file} />
        <ReadingFields preview={preview} reading={reading} disabled={importing || rereading} onChange={(change) => void reread(file, change)} />
        {rereading && <LinearProgress sx={{ mb: 2 }} aria-label={fillMessage(messages.importReading, { file: file.name })} />}
        <PreviewTable preview={preview} />
        <UnreadableList unreadable={preview.unreadable} total={preview.counts.unreadable} />
        {missingUnits ? null : readable === 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {messages.importNothingReadable}
          </Alert>
        ) : (
          <Box component="fieldset" disabled={importing} sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
              {messages.importPlayersHeading}
            </Typography>
            <Stack spacing={2}>
              {targets.map((source) => (
                <Autocomplete
                  key={source}
                  freeSolo
                  disabled={importing}
                  options={players}
                  value={mapping[source] ?? ''}
                  inputValue={mapping[source] ?? ''}
                  onInputChange={(_e, value) => setMapping((m) => ({ ...m, [source]: value }))}
                  onChange={(_e, value) => setMapping((m) => ({ ...m, [source]: value ?? '' }))}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      size="small"
                      required={!source}
                      label={source ? fillMessage(messages.importPlayerFor, { source }) : messages.importPlayerWholeFile}
                      helperText={messages.importPlayerHelp}
                      slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 } }}
                    />
                  )}
                  sx={{ maxWidth: 420 }}
                />
              ))}
              {!preview.hasDates && (
                <TextField
                  type="date"
                  size="small"
                  required
                  label={messages.importDateLabel}
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: new Date().toISOString().slice(0, 10) } }}
                  sx={{ maxWidth: 240 }}
                />
              )}
            </Stack>
          </Box>
        )}
        {fileInput}
      </DialogContent>
      {importing && (
        // Outside the scrolling content: the bar stays in sight however long the preview is.
        <Box sx={{ px: 3, pt: 2, borderTop: 1, borderColor: 'divider' }} aria-live="polite">
          <LinearProgress variant={step.rows === 0 ? 'indeterminate' : 'determinate'} value={percent} aria-label={messages.importButton} />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {step.rows === 0
              ? fillMessage(messages.importUploading, { percent: Math.round(step.sent * 100) })
              : fillMessage(messages.importProgress, { rows: count(step.rows), stored: count(step.stored) })}
          </Typography>
        </Box>
      )}
      <DialogActions sx={ACTIONS_SX}>
        <Button onClick={() => input.current?.click()} disabled={importing}>
          {messages.importBack}
        </Button>
        <Button onClick={close} disabled={importing}>
          {messages.importCancel}
        </Button>
        <Button
          variant="contained"
          disabled={importing || rereading || readable === 0 || missingPlayer || missingDate || missingUnits || missingWedge}
          onClick={() => void start(file, preview)}
        >
          {fillMessage(messages.importStart, { count: count(readable) })}
        </Button>
      </DialogActions>
    </>
  );
}

function PreviewSummary({ preview, file }: { preview: ImportPreview; file: File }) {
  const { speed, distance, speedInFile, distanceInFile } = preview.units;
  const unit = (value: ImportSpeedUnit | ImportDistanceUnit | null, inFile: boolean) =>
    value === null ? messages.importUnitsNotSaid : `${UNIT_NAMES[value]} (${inFile ? messages.importUnitsFromFile : messages.importUnitsChosen})`;
  const units = `${unit(speed, speedInFile)}, ${unit(distance, distanceInFile)}${preview.decimalComma ? `; ${messages.importDecimalComma}` : ''}`;
  const items: [string, string][] = [
    [messages.importFormatLabel, `${IMPORT_FORMAT_NAMES[preview.format]} (${file.name})`],
    [messages.importUnitsLabel, units],
    [messages.importCountRows, count(preview.counts.rows)],
    [messages.importCountReadable, count(preview.counts.readable)],
    [messages.importCountUnreadable, count(preview.counts.unreadable)],
    [messages.importCountSummary, count(preview.counts.summaryRows)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, mb: 2, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd data-testid={`import-${term.toLowerCase().replace(/\W+/g, '-')}`}>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

/**
 * How the file is read, where it leaves it open: the units it does not name (asked, never
 * assumed), the zone its times are read in (the browser's at first), the wedge of its "Wedge" rows.
 */
function ReadingFields({
  preview,
  reading,
  disabled,
  onChange,
}: {
  preview: ImportPreview;
  reading: ReadingChoices;
  disabled: boolean;
  onChange: (change: ReadingChoices) => void;
}) {
  const askSpeed = !preview.units.speedInFile;
  const askDistance = !preview.units.distanceInFile;
  const askWedge = preview.counts.genericWedges > 0 || reading.wedge !== undefined;
  if (!askSpeed && !askDistance && preview.timeZone === null && !askWedge) return null;
  const select = (label: string, value: string | undefined, options: readonly string[], name: (o: string) => string, change: (v: string) => void, testId: string) => (
    <TextField
      select
      size="small"
      required
      label={label}
      value={value ?? ''}
      onChange={(e) => change(e.target.value)}
      disabled={disabled}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {name(o)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ mb: 2 }}>
      {(askSpeed || askDistance) && (
        <>
          {preview.units.needed.length > 0 && (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {messages.importUnitsQuestion}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {askSpeed &&
              select(messages.importSpeedUnitLabel, reading.speedUnit, IMPORT_SPEED_UNITS, (o) => UNIT_NAMES[o as ImportSpeedUnit], (v) => onChange({ speedUnit: v as ImportSpeedUnit }), 'import-speed-unit')}
            {askDistance &&
              select(messages.importDistanceUnitLabel, reading.distanceUnit, IMPORT_DISTANCE_UNITS, (o) => UNIT_NAMES[o as ImportDistanceUnit], (v) => onChange({ distanceUnit: v as ImportDistanceUnit }), 'import-distance-unit')}
          </Stack>
        </>
      )}
      {preview.timeZone !== null && (
        <Autocomplete
          disableClearable
          disabled={disabled}
          options={timeZones()}
          value={preview.timeZone}
          onChange={(_e, value) => onChange({ timeZone: value })}
          renderInput={(params) => <TextField {...params} size="small" label={messages.importTimeZoneLabel} helperText={messages.importTimeZoneHelp} />}
          sx={{ maxWidth: 420, mb: 2 }}
        />
      )}
      {askWedge && (
        <>
          <Typography sx={{ mb: 1 }}>{fillMessage(messages.importWedgeQuestion, { count: count(preview.counts.genericWedges) })}</Typography>
          {select(messages.importWedgeLabel, reading.wedge, IMPORT_WEDGES, (o) => o, (v) => onChange({ wedge: v }), 'import-wedge')}
        </>
      )}
    </Box>
  );
}

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { distanceUnit, speedUnit } = useUnits();
  if (preview.rows.length === 0) return null;
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : messages.importNoTime);
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {messages.importPreviewHeading}
      </Typography>
      <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} aria-label={messages.importPreviewHeading}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{messages.importColumnRow}</TableCell>
              <TableCell>{messages.importColumnClub}</TableCell>
              <TableCell align="right">{fillMessage(messages.importColumnCarry, { unit: distanceLabel(distanceUnit) })}</TableCell>
              <TableCell align="right">{fillMessage(messages.importColumnTotal, { unit: distanceLabel(distanceUnit) })}</TableCell>
              <TableCell align="right">{fillMessage(messages.importColumnOffline, { unit: distanceLabel(distanceUnit) })}</TableCell>
              <TableCell align="right">{fillMessage(messages.importColumnBallSpeed, { unit: speedLabel(speedUnit) })}</TableCell>
              <TableCell align="right">{messages.importColumnLaunch}</TableCell>
              <TableCell align="right">{messages.importColumnSpin}</TableCell>
              {preview.hasPlayers && <TableCell>{messages.importColumnPlayer}</TableCell>}
              <TableCell>{messages.importColumnTime}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.club ?? messages.importWedgeChoose}</TableCell>
                <TableCell align="right">{formatDistance(row.carry, distanceUnit)}</TableCell>
                <TableCell align="right">{formatDistance(row.total, distanceUnit)}</TableCell>
                <TableCell align="right">{formatDistance(row.offline, distanceUnit)}</TableCell>
                <TableCell align="right">{formatSpeed(row.ballSpeed, speedUnit)}</TableCell>
                <TableCell align="right">{row.launchAngle.toFixed(1)}</TableCell>
                <TableCell align="right">{row.spinRate === null ? '–' : Math.round(row.spinRate)}</TableCell>
                {preview.hasPlayers && <TableCell>{row.sourcePlayer ?? ''}</TableCell>}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{time(row.takenAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

function UnreadableList({ unreadable, total }: { unreadable: { line: number; reason: string }[]; total: number }) {
  if (total === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="import-unreadable">
      <Typography variant="subtitle2" component="h3">
        {messages.importUnreadableHeading} ({count(total)})
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 160, overflowY: 'auto' }} tabIndex={0} aria-label={messages.importUnreadableHeading}>
        {unreadable.map((u) => (
          <li key={u.line}>{u.reason}</li>
        ))}
      </Box>
      {total > unreadable.length && <Typography variant="body2">{fillMessage(messages.importUnreadableMore, { count: count(total - unreadable.length) })}</Typography>}
    </Alert>
  );
}
