import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/layout/auth-card';
import { SignupForm } from './signup-form';

export function SignupPage() {
  return (
    <AuthCard>
      <Typography variant="h4" component="h1">
        Create an Account
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        Get started for free! Create your account now.
      </Typography>
      <SignupForm />
    </AuthCard>
  );
}
