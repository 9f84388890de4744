import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../lib/document-title';
import { ensureCatalogs, useLocale } from '../lib/i18n';

/**
 * Every route's document title (for screen readers, history and search engines): what the page
 * set for this path with useDocumentTitle, else the route's title (config/route-titles.ts) in
 * the current language. The titles load in a chunk of their own, so public pages' initial
 * JavaScript does not carry them; their Spanish loads with it.
 */
export function RouteTitle() {
  const { pathname, search } = useLocation();
  const page = usePageTitle();
  const own = page && page.pathname === pathname ? page.title : null;
  const locale = useLocale();
  useEffect(() => {
    let current = true;
    void import('../config/route-titles').then(async ({ documentTitle, routeTitle }) => {
      await ensureCatalogs();
      if (current) document.title = documentTitle(own ?? routeTitle(pathname, search));
    });
    return () => {
      current = false;
    };
  }, [own, pathname, search, locale]);
  return null;
}
