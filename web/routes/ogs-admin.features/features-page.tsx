import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRevalidator } from 'react-router';
import { messages } from '../../../common/messages';
import type { Feature } from '../../../common/schemas/admin';
import { ListLoadFailed } from '../../features/admin/components/list-states';

/** What the page's loader reads (route.server.ts); null when it could not be read. */
export interface FeaturesPageData {
  features: Feature[] | null;
}

/**
 * Internal admin, Features: the spec gives it its title only; it lists the services this
 * deployment has switched on (payments, mail, human verification, analytics, shared rate limits),
 * what stands in for each that is off, and the variables that switch it.
 */
export function FeaturesPage({ data: { features } }: { data: FeaturesPageData }) {
  const { revalidate } = useRevalidator();
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        {messages.adminFeaturesTitle}
      </Typography>
      <Typography color="text.secondary">{messages.adminFeaturesIntro}</Typography>
      {!features && <ListLoadFailed message={messages.adminFeaturesLoadFailed} onRetry={() => void revalidate()} />}
      {features?.map((feature) => (
        <Card key={feature.id} component="section" aria-labelledby={`feature-${feature.id}`} variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}>
              <Typography id={`feature-${feature.id}`} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
                {feature.name}
              </Typography>
              <Chip
                size="small"
                label={feature.enabled ? messages.adminFeatureOn : messages.adminFeatureOff}
                color={feature.enabled ? 'success' : 'default'}
                variant={feature.enabled ? 'filled' : 'outlined'}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {feature.detail}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
