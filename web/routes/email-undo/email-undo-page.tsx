import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { messages } from '../../../common/messages';
import { AuthCard } from '../../components/layout/auth-card';
import { UndoEmailChange } from './undo-email-change';

/**
 * /email-undo/:token, the link mailed to the old address after an e-mail change (docs/decisions/020);
 * `invalid` is the loader's word for a link that no longer works (answered 404).
 */
export function EmailUndoPage({ invalid = null }: { invalid?: string | null }) {
  const { token = '' } = useParams();
  return (
    <AuthCard>
      <Typography variant="h4" component="h1">
        {messages.emailUndoTitle}
      </Typography>
      <UndoEmailChange key={token} token={token} invalid={invalid} />
    </AuthCard>
  );
}
