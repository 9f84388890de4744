import { webRouteOf } from '@app/contracts';
import { createContext, ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, ROUTE_TITLES, TITLES } from '../config/titles';

type Override = { pathname: string; title: string } | null;
const SetTitleContext = createContext<(next: Override) => void>(() => undefined);

/** The title of a URL before its page says more: the route's own, or the search subject. */
export function routeTitle(pathname: string, search: string): string {
  const route = webRouteOf(pathname);
  if (route === null) return TITLES.notFound;
  if (route === '/search') {
    const params = new URLSearchParams(search);
    const subject = (params.get('q') ?? params.get('providerType') ?? params.get('category'))
      ?.replace(/\s+/g, ' ')
      .trim();
    if (subject) return TITLES.searchResults(subject);
  }
  return ROUTE_TITLES[route];
}

/**
 * Gives every route its document title (for screen readers, history and search engines):
 * ROUTE_TITLES by the path, or what the page set with useDocumentTitle for this path.
 */
export function DocumentTitleProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const [override, setOverride] = useState<Override>(null);
  const title =
    override && override.pathname === pathname ? override.title : routeTitle(pathname, search);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  const set = useCallback((next: Override) => setOverride(next), []);
  return <SetTitleContext.Provider value={set}>{children}</SetTitleContext.Provider>;
}

/** A page's own title (a provider's name, a person's), once known; null keeps the route's. */
export function useDocumentTitle(title: string | null | undefined): void {
  const set = useContext(SetTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    set(title ? { pathname, title } : null);
  }, [set, pathname, title]);
}
