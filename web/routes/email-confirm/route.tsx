import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Form, Link as RouterLink, useNavigation } from 'react-router';
import { messages } from '../../../common/messages';
import { fillMessage } from '../../../common/stats-format';
import { confirmAction, confirmationPage } from './route.server';
import { AuthCard } from '../../components/layout/auth-card';
import { pageTitle } from '../../lib/page-title';
import type { Route } from './+types/route';

/**
 * /email-confirm/:token, the link mailed to a new address (docs/decisions/038): the page says which
 * address the account will take and changes nothing until the button (a GET never changes state;
 * mail scanners open links); an unknown, used or expired link says so at once. Works without
 * JavaScript: the button is a form post to this route's action.
 */
export const loader = ({ params, context }: Route.LoaderArgs) => confirmationPage(context, params.token);

export const action = ({ params, context }: Route.ActionArgs) => confirmAction(context, params.token);

export const meta = () => pageTitle(messages.emailConfirmTitle);

export default function EmailConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === 'submitting';
  const settings = (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to="/account/profile" variant="body2">
        Go to Settings
      </Link>
    </Box>
  );
  return (
    <AuthCard>
      <Typography variant="h4" component="h1">
        {messages.emailConfirmTitle}
      </Typography>
      {actionData?.done ? (
        <>
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {actionData.done}
          </Alert>
          {settings}
        </>
      ) : loaderData.invalid !== null || loaderData.email === null ? (
        <>
          <Alert severity="error" sx={{ mt: 2 }}>
            {loaderData.invalid ?? messages.emailConfirmInvalid}
          </Alert>
          {settings}
        </>
      ) : (
        <Form method="post">
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {fillMessage(messages.emailConfirmIntro, { email: loaderData.email })}
          </Typography>
          {actionData?.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {actionData.error}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 3 }}>
            {messages.emailConfirmButton}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
