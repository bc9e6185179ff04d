import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { IMPORT_FORMAT_NAMES, type ImportDistanceUnit, type ImportPreview, type ImportSpeedUnit } from '../../../common/schemas/import';
import { fillMessage } from '../../../common/stats-format';
import { distanceLabel, formatDistance, formatSpeed, speedLabel, useUnits } from '../../features/units/use-units';
import { formatCount, formatDateTime, formatNumber } from '../../../common/format';

/** The import dialog's names of the units, as the golfer reads them. */
export const UNIT_NAMES: Record<ImportSpeedUnit | ImportDistanceUnit, string> = { mph: 'mph', 'km/h': 'km/h', 'm/s': 'm/s', yd: 'yards', m: 'metres' };

/** What the file is: its format, units and how many rows can and cannot be read. */
export function PreviewSummary({ preview, file }: { preview: ImportPreview; file: File }) {
  const { speed, distance, speedInFile, distanceInFile } = preview.units;
  const unit = (value: ImportSpeedUnit | ImportDistanceUnit | null, inFile: boolean) =>
    value === null ? messages.importUnitsNotSaid : `${UNIT_NAMES[value]} (${inFile ? messages.importUnitsFromFile : messages.importUnitsChosen})`;
  const units = `${unit(speed, speedInFile)}, ${unit(distance, distanceInFile)}${preview.decimalComma ? `; ${messages.importDecimalComma}` : ''}`;
  const items: [string, string][] = [
    [messages.importFormatLabel, `${IMPORT_FORMAT_NAMES[preview.format]} (${file.name})`],
    [messages.importUnitsLabel, units],
    [messages.importCountRows, formatCount(preview.counts.rows)],
    [messages.importCountReadable, formatCount(preview.counts.readable)],
    [messages.importCountUnreadable, formatCount(preview.counts.unreadable)],
    [messages.importCountSummary, formatCount(preview.counts.summaryRows)],
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

/** The file's first rows as they will be stored, in the account's units. */
export function PreviewTable({ preview }: { preview: ImportPreview }) {
  const { distanceUnit, speedUnit } = useUnits();
  if (preview.rows.length === 0) return null;
  const time = (iso: string | null) => (iso ? formatDateTime(iso, undefined) : messages.importNoTime);
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
                <TableCell align="right">{formatNumber(row.launchAngle)}</TableCell>
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

/** The rows that cannot be read, each with its reason (the first ones), and how many more. */
export function UnreadableList({ unreadable, total }: { unreadable: { line: number; reason: string }[]; total: number }) {
  if (total === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="import-unreadable">
      <Typography variant="subtitle2" component="h3">
        {messages.importUnreadableHeading} ({formatCount(total)})
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 160, overflowY: 'auto' }} tabIndex={0} aria-label={messages.importUnreadableHeading}>
        {unreadable.map((u) => (
          <li key={u.line}>{u.reason}</li>
        ))}
      </Box>
      {total > unreadable.length && <Typography variant="body2">{fillMessage(messages.importUnreadableMore, { count: formatCount(total - unreadable.length) })}</Typography>}
    </Alert>
  );
}
