import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { messages } from '../../../../common/messages';

export function ListLoadFailed({ message = messages.adminLoadFailed, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** An empty list: nothing at all, or a page past the end (an old link), with the way back. */
export function ListEmpty({ text, pastTheEnd }: { text: string; pastTheEnd: boolean }) {
  const [params] = useSearchParams();
  const first = new URLSearchParams(params);
  first.set('page', '1');
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{pastTheEnd ? messages.adminPageEmpty : text}</Typography>
      {pastTheEnd && (
        <Link component={RouterLink} to={`?${first.toString()}`} sx={{ display: 'inline-block', mt: 1 }}>
          {messages.adminFirstPage}
        </Link>
      )}
    </Box>
  );
}
