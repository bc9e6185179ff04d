import IconButton from '@mui/material/IconButton';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { publicConfig } from '../../lib/public-config';

export function HelpButton() {
  return (
    <IconButton
      component="a"
      href={publicConfig.helpUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Help"
      color="inherit"
    >
      <HelpOutlineOutlined />
    </IconButton>
  );
}
