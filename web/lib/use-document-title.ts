import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics';
import { publicConfig } from './public-config';

/**
 * Every page calls this once: it sets the tab title as '{title} | {site name}' and then records
 * the page view, so the view carries the page's own title even when the page was lazily loaded.
 */
export function useDocumentTitle(title: string): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = `${title} | ${publicConfig.siteName}`;
    trackPageView(pathname + search);
  }, [title, pathname, search]);
}
