import { useSearchParams } from 'react-router';

/** The list page in the URL (`?page=`, from 1); anything that is not a whole number from 1 is page 1. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}
