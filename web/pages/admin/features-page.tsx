import Typography from '@mui/material/Typography';
import { messages } from '../../../common/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Internal admin, Features: the spec gives it its title and nothing else yet. */
export function FeaturesPage() {
  useDocumentTitle(messages.adminFeaturesTitle);
  return (
    <Typography variant="h4" component="h1">
      {messages.adminFeaturesTitle}
    </Typography>
  );
}
