/**
 * Titles and descriptions of the pages as search engines and link previews see them; the server
 * writes them into index.html, the app sets the same title after it starts.
 */
export interface PageMeta {
  title: string;
  description: string;
  indexable: boolean;
}

interface PublicPage {
  title: string;
  description: (site: string) => string;
}

const PUBLIC_PAGES = {
  '/': {
    title: 'Free Golf Simulator Software',
    description: (site) => `${site}: free golf simulator software with remote control, swing video, and shot data tools.`,
  },
  '/desktop': {
    title: 'Desktop App',
    description: (site) => `Download ${site} for Windows: a free golf simulator with swing video, shot data and remote control.`,
  },
  '/mobile': {
    title: 'Mobile App',
    description: (site) => `Use your phone or tablet as a sim control box with the ${site} app for iOS and Android.`,
  },
  '/login': { title: 'Log In', description: (site) => `Log in to your ${site} account.` },
  '/signup': { title: 'Sign Up', description: (site) => `Create your free ${site} account.` },
  '/beta-invite': { title: 'Beta Invite Request', description: (site) => `Request an invite to the ${site} closed beta.` },
  '/password-reset': { title: 'Password Reset', description: (site) => `Reset the password of your ${site} account.` },
} satisfies Record<string, PublicPage>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const INDEXABLE_PATHS = Object.keys(PUBLIC_PAGES).filter((p) => p !== '/password-reset');

/** The page's own title, which the app shows as '{title} | {site name}' (spec section 2). */
export function publicPageTitle(pathname: PublicPath): string {
  return PUBLIC_PAGES[pathname].title;
}

export function publicPageMeta(pathname: string, siteName: string): PageMeta {
  const page: PublicPage | undefined = (PUBLIC_PAGES as Record<string, PublicPage>)[pathname];
  if (!page) return { title: siteName, description: `${siteName}: free golf simulator software.`, indexable: false };
  return {
    title: `${page.title} | ${siteName}`,
    description: page.description(siteName),
    indexable: pathname !== '/password-reset',
  };
}
