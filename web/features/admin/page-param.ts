/** The list page in the address (`?page=`, from 1); anything that is not a whole number from 1 is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}
