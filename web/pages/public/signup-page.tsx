import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/layout/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';
import { publicPageTitle } from '../../../common/page-meta';
import { useDocumentTitle } from '../../lib/use-document-title';

export function SignupPage() {
  useDocumentTitle(publicPageTitle('/signup'));
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
