import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink, useSearchParams } from 'react-router';

/**
 * The pages of an admin list as links that set `?page=` and keep the rest of the query (the
 * search), so a page can be reloaded, shared, and reached with Back.
 */
export function AdminPagination({ page, pages }: { page: number; pages: number }) {
  const [params] = useSearchParams();
  if (pages < 2) return null;
  const hrefFor = (target: number | null) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target ?? 1));
    return `?${next.toString()}`;
  };
  return (
    <Pagination
      page={Math.min(page, pages)}
      count={pages}
      siblingCount={1}
      boundaryCount={1}
      shape="rounded"
      color="primary"
      sx={{ '& .MuiPagination-ul': { justifyContent: { xs: 'center', sm: 'flex-end' } } }}
      renderItem={(item) => <PaginationItem component={RouterLink} to={hrefFor(item.page)} {...item} />}
    />
  );
}
