import { useReducer, useRef, useState, type Dispatch, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import UploadFile from '@mui/icons-material/UploadFile';
import { Link as RouterLink, useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import type { ImportPreview, ImportResult } from '../../../common/schemas/import';
import { fillMessage } from '../../../common/stats-format';
import { browserTimeZone, checkFile, previewImport, runImport, type ReadingChoices } from './import-api';
import { PlayersFields } from './import-players-fields';
import { PreviewSummary, PreviewTable, UnreadableList } from './import-preview';
import { ReadingFields } from './import-reading-fields';
import { sessionName } from '../../features/sessions/describe';
import { choiceMissing, firstStep, importChoices, importStep, initialMapping, type ImportEvent, type ImportStep } from './import-steps';
import { formatCount } from '../../../common/format';

/** Past this many sessions the end of an import links to the Sessions list instead of each. */
const MADE_SESSIONS_LISTED = 5;

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
 * The dialog of "Import CSV" on Shot data: choose a file, see what it holds and what cannot be
 * read, choose whose shots they are, import with a progress bar, see the result. Nothing is stored
 * before the Import button. Loaded on the button's first use (import-shots-button.tsx). `players`:
 * the account's, from the page's loader, offered for the file's players.
 */
export function ImportDialog({ open, onClose, players }: { open: boolean; onClose: () => void; players: string[] }) {
  const [step, dispatch] = useReducer(importStep, firstStep);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const busy = step.name === 'reading' || step.name === 'importing';
  const close = () => {
    if (busy) return;
    onClose();
    dispatch({ type: 'reset' });
  };
  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{messages.importDialogTitle}</DialogTitle>
      {open && <ImportSteps step={step} dispatch={dispatch} close={close} players={players} />}
    </Dialog>
  );
}

function ImportSteps({ step, dispatch, close, players }: { step: ImportStep; dispatch: Dispatch<ImportEvent>; close: () => void; players: string[] }) {
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [date, setDate] = useState('');
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [reading, setReading] = useState<ReadingChoices>({ timeZone: browserTimeZone() });
  const [rereading, setRereading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(file);
    if (problem) return dispatch({ type: 'refused', error: problem });
    dispatch({ type: 'reading', file, fraction: 0 });
    const fresh = { timeZone: browserTimeZone() };
    setReading(fresh);
    const outcome = await previewImport(file, fresh, (fraction) => dispatch({ type: 'reading', file, fraction }));
    if (!outcome.ok) return dispatch({ type: 'refused', error: outcome.error });
    setMapping(initialMapping(outcome.data, players));
    dispatch({ type: 'previewed', file, preview: outcome.data });
  };

  /** Another zone, the units the file does not name, or the wedge chosen: the preview is read again with them. */
  const reread = async (file: File, change: ReadingChoices) => {
    const next = { ...reading, ...change };
    setReading(next);
    setRereading(true);
    const outcome = await previewImport(file, next, () => {});
    setRereading(false);
    if (outcome.ok) dispatch({ type: 'previewed', file, preview: outcome.data });
    else dispatch({ type: 'refused', error: outcome.error });
  };

  const start = async (file: File, preview: ImportPreview) => {
    dispatch({ type: 'started', file, preview });
    const outcome = await runImport(
      file,
      importChoices(preview, reading, date, mapping),
      (line) => dispatch({ type: 'progress', rows: line.rows, stored: line.stored, bytes: line.bytes }),
      (fraction) => dispatch({ type: 'sent', fraction }),
    );
    // Whatever was stored, the figures on the page (and the players offered here) are out of date
    // now: the framework reads the page's loader again.
    await revalidator.revalidate();
    if (outcome.ok) dispatch({ type: 'finished', result: outcome.data });
    else dispatch({ type: 'failed', file, preview, error: outcome.error });
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
  const chooseFile = () => input.current?.click();

  if (step.name === 'choose' || step.name === 'reading') return <ChooseStep step={step} chooseFile={chooseFile} close={close} fileInput={fileInput} />;
  if (step.name === 'done') return <DoneStep step={step} close={close} />;

  const { file, preview } = step;
  const importing = step.name === 'importing';
  const readable = preview.counts.readable;
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
        {preview.units.needed.length > 0 ? null : readable === 0 ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {messages.importNothingReadable}
          </Alert>
        ) : (
          <PlayersFields preview={preview} players={players} mapping={mapping} setMapping={setMapping} date={date} setDate={setDate} disabled={importing} />
        )}
        {fileInput}
      </DialogContent>
      {step.name === 'importing' && <ImportProgress step={step} />}
      <DialogActions sx={ACTIONS_SX}>
        <Button onClick={chooseFile} disabled={importing}>
          {messages.importBack}
        </Button>
        <Button onClick={close} disabled={importing}>
          {messages.importCancel}
        </Button>
        <Button
          variant="contained"
          disabled={importing || rereading || readable === 0 || choiceMissing(preview, reading, date, mapping)}
          onClick={() => void start(file, preview)}
        >
          {fillMessage(messages.importStart, { count: formatCount(readable) })}
        </Button>
      </DialogActions>
    </>
  );
}

/** The first step: the file chooser, then the bar while the file is read. */
function ChooseStep({
  step,
  chooseFile,
  close,
  fileInput,
}: {
  step: Extract<ImportStep, { name: 'choose' | 'reading' }>;
  chooseFile: () => void;
  close: () => void;
  fileInput: ReactNode;
}) {
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
          <Button variant="contained" startIcon={<UploadFile />} onClick={chooseFile} autoFocus>
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

/** The last step: what was stored, what was already there and what could not be read. */
function DoneStep({ step: { result }, close }: { step: Extract<ImportStep, { name: 'done' }>; close: () => void }) {
  return (
    <>
      <DialogContent>
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          <strong>{messages.importDoneHeading}.</strong>{' '}
          {fillMessage(messages.importDone, { stored: formatCount(result.stored), present: formatCount(result.alreadyPresent), unreadable: formatCount(result.counts.unreadable) })}
        </Alert>
        <UnreadableList unreadable={result.unreadable} total={result.counts.unreadable} />
        <MadeSessions sessions={result.sessions} />
      </DialogContent>
      <DialogActions sx={ACTIONS_SX}>
        <Button variant="contained" onClick={close} autoFocus>
          {messages.importClose}
        </Button>
      </DialogActions>
    </>
  );
}

/** Where the shots went: a link to each session of the file, or to the Sessions list past a few. */
function MadeSessions({ sessions }: { sessions: ImportResult['sessions'] }) {
  if (sessions.length === 0) return null;
  const link = (to: string, text: string) => (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {text}
    </Link>
  );
  if (sessions.length > MADE_SESSIONS_LISTED) return <Typography sx={{ mt: 2 }}>{link('/account/sessions', fillMessage(messages.importOpenSessions, { count: sessions.length }))}</Typography>;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography>{messages.importSessionsMade}</Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
        {sessions.map((session) => (
          <li key={session.id}>{link(`/account/sessions/${session.id}`, fillMessage(messages.importOpenSession, { name: sessionName(session) }))}</li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The share of the file the server has read and stored; while the first batch is on its way, the
 * bar runs without a value and the text says how much of the file was sent. Outside the scrolling
 * content: the bar stays in sight however long the preview is.
 */
function ImportProgress({ step }: { step: Extract<ImportStep, { name: 'importing' }> }) {
  const percent = Math.min(100, (step.bytes / Math.max(1, step.file.size)) * 100);
  return (
    <Box sx={{ px: 3, pt: 2, borderTop: 1, borderColor: 'divider' }} aria-live="polite">
      <LinearProgress variant={step.rows === 0 ? 'indeterminate' : 'determinate'} value={percent} aria-label={messages.importButton} />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {step.rows === 0
          ? fillMessage(messages.importUploading, { percent: Math.round(step.sent * 100) })
          : fillMessage(messages.importProgress, { rows: formatCount(step.rows), stored: formatCount(step.stored) })}
      </Typography>
    </Box>
  );
}
