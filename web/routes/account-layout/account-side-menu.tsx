import type { ReactNode } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import GolfCourse from '@mui/icons-material/GolfCourse';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { publicConfig } from '../../lib/public-config';

interface MenuEntry {
  label: string;
  to: string;
  icon: ReactNode;
  /** Paths that count as this entry, e.g. a single round belongs to Rounds. */
  matches: (pathname: string) => boolean;
}

/**
 * The spec's side menu (Dashboard, Downloads, Settings, Support) plus Rounds, Shot Data,
 * Sessions, Swings (the swing library) and Billing, which the spec's routes have but its menu does not reach, and
 * the Sim Handicap.
 */
const entries: MenuEntry[] = [
  { label: 'Dashboard', to: '/account', icon: <DashboardOutlined />, matches: (p) => p === '/account' || p === '/account/' },
  { label: 'Rounds', to: '/account/rounds', icon: <GolfCourse />, matches: (p) => p.startsWith('/account/round') },
  { label: 'Sim Handicap', to: '/account/handicap', icon: <EmojiEventsOutlined />, matches: (p) => p.startsWith('/account/handicap') },
  { label: 'Shot Data', to: '/account/shot-data', icon: <InsightsOutlined />, matches: (p) => p.startsWith('/account/shot-data') },
  { label: 'Sessions', to: '/account/sessions', icon: <TimelineOutlined />, matches: (p) => p.startsWith('/account/sessions') },
  { label: 'Swings', to: '/account/swings', icon: <VideocamOutlined />, matches: (p) => p.startsWith('/account/swings') },
  { label: 'Billing', to: '/account/billing', icon: <CreditCardOutlined />, matches: (p) => p.startsWith('/account/billing') },
  { label: 'Downloads', to: '/account/downloads', icon: <DownloadOutlined />, matches: (p) => p.startsWith('/account/downloads') },
  { label: 'Settings', to: '/account/profile', icon: <SettingsOutlined />, matches: (p) => p.startsWith('/account/profile') },
];

/** The menu's entries, each in its own list item; `children` must be list items (ListItem) too. */
export function AccountSideMenu({ onNavigate, children }: { onNavigate?: () => void; children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <List sx={{ px: 1.5 }}>
      {entries.map((entry) => {
        const selected = entry.matches(pathname);
        return (
          <ListItem key={entry.to} disablePadding sx={{ mb: 0.5 }}>
            <ListItemButton
              component={RouterLink}
              to={entry.to}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              onClick={onNavigate}
              sx={{ borderRadius: 2 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
              <ListItemText primary={entry.label} />
            </ListItemButton>
          </ListItem>
        );
      })}
      <ListItem disablePadding sx={{ mb: 0.5 }}>
        <ListItemButton
          component="a"
          href={publicConfig.helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
          sx={{ borderRadius: 2 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <SupportAgentOutlined />
          </ListItemIcon>
          <ListItemText primary="Support" />
          <OpenInNew fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
        </ListItemButton>
      </ListItem>
      {children}
    </List>
  );
}
