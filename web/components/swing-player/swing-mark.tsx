import IconButton from '@mui/material/IconButton';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { Link as RouterLink } from 'react-router';

/** The address of a shot's view, with its swing clips beside its numbers. */
export const shotViewPath = (shotId: string) => `/account/shots/${shotId}`;

/** The camera mark of a shot that has a swing clip: a link to the shot's view. `label` names the shot ("Swing of 7i shot 12"). */
export function SwingMark({ shotId, label }: { shotId: string; label: string }) {
  return (
    <IconButton component={RouterLink} to={shotViewPath(shotId)} aria-label={label} title={label} size="small" color="primary" sx={{ p: 0.25, ml: 0.5 }}>
      <VideocamOutlined fontSize="small" />
    </IconButton>
  );
}
