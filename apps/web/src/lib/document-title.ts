import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/** A page's own title for its path (a provider's name), kept until another page sets one. */
export type PageTitle = { pathname: string; title: string } | null;

let pageTitle: PageTitle = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** What the pages said (read by the shell, app/shell-extras.tsx, which sets document.title). */
export function usePageTitle(): PageTitle {
  return useSyncExternalStore(subscribe, () => pageTitle);
}

/** A page's own title (a provider's name, a person's), once known; null keeps the route's. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    pageTitle = title ? { pathname, title } : null;
    listeners.forEach((listener) => listener());
  }, [pathname, title]);
}
