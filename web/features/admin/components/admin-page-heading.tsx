import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../../common/format';

/** An admin list's title with its total (spec: 'Users' and 'Beta Invites' with the total count). */
export function AdminPageHeading({ title, total }: { title: string; total: number | undefined }) {
  return (
    <Typography variant="h4" component="h1">
      {title}
      {total !== undefined && (
        <>
          {' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }} data-testid="admin-total">
            ({formatCount(total)})
          </Box>
        </>
      )}
    </Typography>
  );
}
