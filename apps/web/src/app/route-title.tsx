import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../lib/document-title';

/**
 * Every route's document title (for screen readers, history and search engines): what the page
 * set for this path with useDocumentTitle, else ROUTE_TITLES by the path. The titles load in
 * a chunk of their own, so public pages' initial JavaScript does not carry them.
 */
export function RouteTitle() {
  const { pathname, search } = useLocation();
  const page = usePageTitle();
  const own = page && page.pathname === pathname ? page.title : null;
  useEffect(() => {
    let current = true;
    void import('../config/route-titles').then(({ documentTitle, routeTitle }) => {
      if (current) document.title = documentTitle(own ?? routeTitle(pathname, search));
    });
    return () => {
      current = false;
    };
  }, [own, pathname, search]);
  return null;
}
