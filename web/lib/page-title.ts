import { publicConfig } from './public-config';

/**
 * A route module's `meta`: the page's title as the spec has it, '{title} | {site name}'. React
 * Router writes it into the server's HTML and sets it again on every navigation.
 */
export const pageTitle = (title: string) => [{ title: `${title} | ${publicConfig.siteName}` }];
