import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink, useSearchParams } from 'react-router';

/**
 * A list's pages as links to `?page=` that keep the rest of the address (the player, say): they
 * work before the app is live and without JavaScript, and with it each is a navigation the page's
 * loader answers, an entry of the history (decision 032). Page 1 is the address without `page`.
 */
export function PageLinks({ count, page }: { count: number; page: number }) {
  const [params] = useSearchParams();
  const hrefFor = (target: number | null) => {
    const next = new URLSearchParams(params);
    if (!target || target === 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `?${search}` : '.';
  };
  return (
    <Pagination
      count={count}
      page={page}
      color="primary"
      renderItem={(item) => <PaginationItem component={RouterLink} to={hrefFor(item.page)} {...item} />}
    />
  );
}
