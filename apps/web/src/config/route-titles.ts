import { webRouteOf, type WebRoute } from '@app/contracts';
import { APP_NAME } from './env';
import { routeTitleMessages } from '../app/i18n';
import { categoryLabel, providerTypeLabel } from '../components/labels';

/**
 * Every page's document title, in one place: app/i18n, keyed by the route (a route without
 * one is a compile error: the catalog's keys are typed). A chunk of its own (app/route-title.tsx), so that public pages'
 * initial JavaScript does not carry it. Pages with a name of their own (a provider, a person)
 * set it with useDocumentTitle; these are what shows until their data arrives.
 */
/** A route's own title in the current language. */
export function routeOwnTitle(route: WebRoute): string {
  return routeTitleMessages.t(route, { app: APP_NAME });
}

/** 'Sign in · InjuryPros'; the home page's title is already whole. */
export function documentTitle(page: string): string {
  return page === routeOwnTitle('/')
    ? page
    : routeTitleMessages.t('withApp', { page, app: APP_NAME });
}

/** The title of a URL before its page says more: the route's own, or the search subject. */
export function routeTitle(pathname: string, search: string): string {
  const route = webRouteOf(pathname);
  if (route === null) return routeTitleMessages.t('notFound');
  if (route === '/search') {
    const params = new URLSearchParams(search);
    const tidy = (value: string | null) => value?.replace(/\s+/g, ' ').trim() || null;
    const q = tidy(params.get('q'));
    const type = tidy(params.get('providerType'));
    const category = tidy(params.get('category'));
    // The value stays English in the URL; the title shows its name in the current language.
    const subject =
      q ?? (type ? providerTypeLabel(type) : category ? categoryLabel(category) : null);
    if (subject) return routeTitleMessages.t('searchResults', { subject });
  }
  return routeOwnTitle(route);
}
