import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/layout/auth-card';
import { LoginForm } from './login-form';

export function LoginPage() {
  return (
    <AuthCard>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Log In
      </Typography>
      <LoginForm />
    </AuthCard>
  );
}
