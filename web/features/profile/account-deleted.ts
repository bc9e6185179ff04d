/** Where a deleted account's browser lands: the home page, which then says the account is gone. */
export const ACCOUNT_DELETED_PATH = '/?account=deleted';

/** Whether the home page was reached right after deleting the account. */
export const isAccountDeletedVisit = (params: URLSearchParams) => params.get('account') === 'deleted';
