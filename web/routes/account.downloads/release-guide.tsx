import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messages } from '../../../common/messages';
import type { Release } from '../../../common/schemas/downloads';
import { fillMessage } from '../../../common/stats-format';

/** A heading and its list, numbered for steps; the section is named by its heading. */
function GuideSection({ id, heading, items, ordered = false }: { id: string; heading: string; items: readonly string[]; ordered?: boolean }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component={ordered ? 'ol' : 'ul'} sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
        {items.map((item) => (
          <Typography key={item} component="li">
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Under the release: what is new in it (its notes, one change a line), the system requirements,
 * the setup steps and how to connect the app to the account. Two columns on a wide screen.
 */
export function ReleaseGuide({ release }: { release: Release }) {
  const notes = release.notes?.split('\n').map((line) => line.replace(/^\s*[-*•]\s*/, '').trim()).filter(Boolean) ?? [];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 4 }, mt: 3 }}>
      {notes.length > 0 && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <GuideSection id="release-notes-heading" heading={fillMessage(messages.downloadNotesHeading, { version: release.version })} items={notes} />
        </Box>
      )}
      <GuideSection id="requirements-heading" heading={messages.downloadRequirementsHeading} items={messages.downloadRequirements} />
      <GuideSection id="setup-heading" heading={messages.downloadSetupHeading} items={messages.downloadSetupSteps} ordered />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <GuideSection id="connect-heading" heading={messages.downloadConnectHeading} items={messages.downloadConnectSteps} ordered />
        <Link component={RouterLink} to="/account/profile#devices-heading" sx={{ display: 'inline-block', mt: 1 }}>
          {messages.downloadConnectSettings}
        </Link>
      </Box>
    </Box>
  );
}
