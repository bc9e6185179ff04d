import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CompareArrows from '@mui/icons-material/CompareArrows';
import { Form, useNavigation, useSearchParams } from 'react-router';
import type { ClipLibrary } from '../../../common/schemas/clips';
import { fillMessage } from '../../../common/stats-format';
import { PageLinks } from '../../components/layout/page-links';
import { SWING_COMPARE_PATH, SWING_LIBRARY_PATH } from '../../features/clips/paths';
import { clipTexts as t } from '../../features/clips/texts';
import { LibraryFiltersForm } from './library-filters-form';
import type { LibraryFilters } from './library-filters';
import { SwingCard } from './swing-card';

/** What the route's loader reads (route.server.ts); `library` null where the read failed. */
export interface SwingLibraryPageData {
  filters: LibraryFilters;
  library: ClipLibrary | null;
}

/**
 * The swing library (/account/swings): the account's shots with clips, newest first, 24 a page,
 * filtered by club, player, session and dates; each opens the shot's page, each clip can be
 * deleted (confirmed in place), and two can be picked for a compare.
 */
export function SwingLibraryPage({ data: { filters, library } }: { data: SwingLibraryPageData }) {
  const [params] = useSearchParams();
  const loading = useNavigation().location?.pathname === SWING_LIBRARY_PATH;
  const [picked, setPicked] = useState<string[]>([]);
  const pick = (id: string, on: boolean) => setPicked((current) => (on ? [...current.filter((p) => p !== id), id].slice(-2) : current.filter((p) => p !== id)));
  // Boxes ticked while the page was only HTML (decision 032): read once the app takes the page over.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const box of list.current?.querySelectorAll<HTMLInputElement>('input[name="shot"]:checked') ?? []) pick(box.value, true);
  }, []);
  const confirmDelete = params.get('delete');
  const pages = library ? Math.max(1, Math.ceil(library.total / library.pageSize)) : 1;
  const filtered = Object.keys(filters).some((name) => name !== 'page');

  let body;
  if (!library) body = <Alert severity="error">{t.libraryLoadFailed}</Alert>;
  else if (library.total === 0) body = <Typography color="text.secondary">{filtered ? t.libraryNoMatch : t.libraryEmpty}</Typography>;
  else
    body = (
      <Box
        ref={list}
        aria-busy={loading}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
          opacity: loading ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {library.shots.map((shot) => (
          <SwingCard
            key={shot.id}
            shot={shot}
            picked={picked.includes(shot.id)}
            pickDisabled={picked.length >= 2}
            onPick={pick}
            confirmDelete={shot.clips.some((c) => c.id === confirmDelete) ? confirmDelete : null}
          />
        ))}
      </Box>
    );

  return (
    <Card sx={{ maxWidth: 1200 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
            {t.libraryHeading}
          </Typography>
          {library && library.total > 1 && (
            // The boxes of the cards belong to this form: without JavaScript it sends `?shot=&shot=`.
            <Box component={Form} id="swing-compare" method="get" action={SWING_COMPARE_PATH} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {picked.length === 0 ? t.comparePick : fillMessage(t.comparePicked, { count: picked.length })}
              </Typography>
              <Button type="submit" variant="contained" startIcon={<CompareArrows />} disabled={picked.length !== 2}>
                {t.compareTwo}
              </Button>
            </Box>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.libraryIntro}
        </Typography>
        {params.has('deleted') && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t.deleted}
          </Alert>
        )}
        <LibraryFiltersForm filters={filters} library={library} />
        {library && library.total > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} aria-live="polite">
            {library.total === 1 ? t.libraryCountOne : fillMessage(t.libraryCount, { count: library.total })}
          </Typography>
        )}
        {body}
        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <PageLinks count={pages} page={library?.page ?? 1} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
