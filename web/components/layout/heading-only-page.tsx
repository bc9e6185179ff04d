import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The stand-in for a screen whose content a later issue builds: its title, and no made-up data.
 * `inset` is for layouts that already pad and size their content (account, admin).
 */
export function HeadingOnlyPage({ title, inset = false }: { title: string; inset?: boolean }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth={inset ? false : 'lg'} disableGutters={inset} sx={{ py: inset ? 0 : { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
    </Container>
  );
}
