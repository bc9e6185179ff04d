import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/layout/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { publicPageTitle } from '../../../common/page-meta';
import { useDocumentTitle } from '../../lib/use-document-title';

export function LoginPage() {
  useDocumentTitle(publicPageTitle('/login'));
  return (
    <AuthCard>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Log In
      </Typography>
      <LoginForm />
    </AuthCard>
  );
}
