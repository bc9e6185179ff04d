import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { messages } from '../../../../common/messages';

/** The dispersion plot's key: counted shots, shots left out, the 95 % ellipse (Shot data's analysis and a session's page). */
export function DispersionLegend() {
  const theme = useTheme();
  const item = (swatch: React.ReactNode, text: string) => (
    <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mr: 2 }}>
      <Box component="svg" width={14} height={14} aria-hidden="true">
        {swatch}
      </Box>
      <Typography variant="caption">{text}</Typography>
    </Box>
  );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
      {item(<circle cx={7} cy={7} r={5} fill={theme.palette.primary.main} fillOpacity={0.7} />, messages.analysisLegendCounted)}
      {item(<circle cx={7} cy={7} r={4.5} fill="none" stroke={theme.palette.grey[500]} strokeWidth={1.5} />, messages.analysisLegendLeftOut)}
      {item(<ellipse cx={7} cy={7} rx={6} ry={4} fill="none" stroke={theme.palette.secondary.main} strokeWidth={2} />, messages.analysisLegendEllipse)}
    </Box>
  );
}
