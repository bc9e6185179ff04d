import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface CountsRow {
  key: string;
  /** The row's heading, in the first column. */
  label: ReactNode;
  /** The figures, one a column after the first, aligned right. */
  cells: ReactNode[];
  /** The last figure in bold (a difference beside the figures it comes from). */
  boldLast?: boolean;
}

const HIDDEN_CAPTION = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/**
 * A small table of figures: a heading row, then one row a thing with its name as the row's header
 * and the figures aligned right in tabular digits. Named by the element `labelledBy`, or by a
 * caption read only by screen readers.
 */
export function CountsTable({
  columns,
  rows,
  labelledBy,
  caption,
  px = 1,
  sx,
}: {
  /** The column headings, the first over the row headings. */
  columns: ReactNode[];
  rows: CountsRow[];
  labelledBy: string;
  /** A caption with the id `labelledBy`, read only by screen readers. */
  caption?: ReactNode;
  /** Each cell's side padding. */
  px?: number | Record<string, number>;
  sx?: SxProps<Theme>;
}) {
  const [first, ...figures] = columns;
  return (
    <Table
      size="small"
      aria-labelledby={labelledBy}
      sx={[{ '& td, & th': { px, fontVariantNumeric: 'tabular-nums' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {caption && (
        <caption id={labelledBy} style={HIDDEN_CAPTION}>
          {caption}
        </caption>
      )}
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {first}
          </TableCell>
          {figures.map((heading, i) => (
            <TableCell key={i} component="th" scope="col" align="right">
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {row.cells.map((cell, i) => (
              <TableCell key={i} align="right" sx={row.boldLast && i === row.cells.length - 1 ? { fontWeight: 600 } : undefined}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
