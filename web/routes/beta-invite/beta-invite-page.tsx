import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useActionData } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { BetaInviteForm, type BetaInviteAnswer } from './beta-invite-form';

/** The thank-you card; its heading takes the focus so screen readers announce the change. */
function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ outline: 'none' }}>
        Thanks for your interest!
      </Typography>
      <Typography sx={{ mt: 2 }}>
        We've received your beta invite request. Once approved, you'll receive an email with a link to sign up and
        download the latest release.
      </Typography>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Don't have an account? Get started for free!
        </Typography>
        <Button component={RouterLink} to="/signup" variant="contained" fullWidth>
          Create Free Account
        </Button>
      </Box>
    </>
  );
}

/** Spec section 2, "Beta invite request". */
export function BetaInvitePage() {
  const answer = useActionData<BetaInviteAnswer>();
  return (
    <AuthCard>
      {answer?.sent ? (
        <ThankYou />
      ) : (
        <>
          <Typography variant="h4" component="h1">
            Beta Invite Request
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Enter your email address below to request a beta invite
          </Typography>
          <BetaInviteForm answer={answer} />
        </>
      )}
    </AuthCard>
  );
}
