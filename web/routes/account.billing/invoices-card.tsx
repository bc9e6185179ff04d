import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import type { Invoice } from '../../../common/schemas/subscriptions';
import { formatDate, formatMoney } from '../../../common/format';
import { useDisplayTimeZone } from '../../lib/moments';
import { visuallyHidden } from '../../features/stats/components/visually-hidden';

function statusLabel(status: Invoice['status']): string {
  if (!status) return '–';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Billing's invoices: Stripe's, newest first, each with its page and PDF; null when they could not be read. */
export function InvoicesCard({ invoices }: { invoices: Invoice[] | null }) {
  const timeZone = useDisplayTimeZone();
  return (
    <Card component="section" aria-labelledby="invoices-heading" sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography id="invoices-heading" variant="h6" component="h2" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
          {messages.invoicesTitle}
        </Typography>
        {!invoices ? (
          <Alert severity="error">{messages.invoicesUnavailable}</Alert>
        ) : invoices.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: { xs: 1, sm: 0 } }}>
            {messages.invoicesEmpty}
          </Typography>
        ) : (
          <Table
            size="small"
            aria-labelledby="invoices-heading"
            data-testid="invoices"
            // A phone's card is about 310 px wide: narrower cells and one-line dates keep View and PDF inside it.
            sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } }, '& td:first-of-type': { whiteSpace: 'nowrap' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{messages.invoiceDate}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{messages.invoiceNumber}</TableCell>
                <TableCell align="right">{messages.invoiceAmount}</TableCell>
                <TableCell>{messages.invoiceStatus}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {messages.invoiceView}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{formatDate(invoice.createdAt, timeZone)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{invoice.number ?? '–'}</TableCell>
                  <TableCell align="right">{formatMoney(invoice.amount, invoice.currency)}</TableCell>
                  <TableCell>{statusLabel(invoice.status)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1.5}>
                      {invoice.url && (
                        <Link href={invoice.url} target="_blank" rel="noopener noreferrer">
                          {messages.invoiceView}
                        </Link>
                      )}
                      {invoice.pdf && (
                        <Link href={invoice.pdf} target="_blank" rel="noopener noreferrer">
                          {messages.invoicePdf}
                        </Link>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
