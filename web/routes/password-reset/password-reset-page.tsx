import Typography from '@mui/material/Typography';
import { useLoaderData, useParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { ResetRequestForm } from './reset-request-form';
import { SetNewPassword } from './set-new-password';

/**
 * Spec section 2: /password-reset asks for the address; with a token in the route, this level
 * shows only the 'Reset Password' heading and the set-new-password screen is used.
 */
export function PasswordResetPage() {
  const { token } = useParams();
  // The link's check, made by the page's loader (web/routes/password-reset/route.server.ts).
  const { linkError } = useLoaderData<{ linkError: string | null }>();
  return (
    <AuthCard>
      <Typography variant="h4" component="h1">
        Reset Password
      </Typography>
      {token ? (
        <SetNewPassword key={token} linkError={linkError} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Enter the email address of your account and we will send you a link to set a new password.
          </Typography>
          <ResetRequestForm />
        </>
      )}
    </AuthCard>
  );
}
