import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ClipShot } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import { SwingMark } from './swing-mark';

const texts = {
  heading: 'Swings',
  shot: 'Hole {hole} · {player} · {club}',
  swing: 'Swing of {player}’s {club} shot on hole {hole}',
};

/** A round's shots that have a swing clip, in play order, each with its camera mark to the shot's view; nothing when none has. */
export function RoundSwings({ swings }: { swings: ClipShot[] }) {
  if (!swings.length) return null;
  return (
    <Box component="section" aria-labelledby="round-swings-heading" sx={{ mt: 3 }}>
      <Typography id="round-swings-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {texts.heading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {swings.map((shot) => {
          const values = { hole: shot.hole ?? '–', player: shot.player, club: shot.club };
          return (
            <Box component="li" key={shot.id} sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.25 }}>
              {fillMessage(texts.shot, values)}
              <SwingMark shotId={shot.id} label={fillMessage(texts.swing, values)} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
