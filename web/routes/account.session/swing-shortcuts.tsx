import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CompareArrows from '@mui/icons-material/CompareArrows';
import { Link as RouterLink } from 'react-router';
import { fillMessage } from '../../../common/stats-format';
import { SWING_COMPARE_PATH } from '../../features/clips/paths';
import { clipTexts as t } from '../../features/clips/texts';

/** A session's shortcuts to two swings side by side: its longest and shortest shot of each club with two swings or more. */
export function SwingShortcuts({ sessionId, clubs }: { sessionId: string; clubs: readonly string[] }) {
  if (!clubs.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
      {clubs.map((club) => (
        <Button
          key={club}
          size="small"
          variant="outlined"
          startIcon={<CompareArrows />}
          component={RouterLink}
          to={`${SWING_COMPARE_PATH}?session=${sessionId}&club=${encodeURIComponent(club)}`}
        >
          {fillMessage(t.compareShortcut, { club })}
        </Button>
      ))}
    </Box>
  );
}
