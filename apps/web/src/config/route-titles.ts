import { webRouteOf, type WebRoute } from '@app/contracts';
import { APP_NAME } from './env';
import { TITLES } from './titles';

/**
 * Every page's document title, in one place (for a translation later). A route without one
 * is a compile error. A chunk of its own (app/route-title.tsx), so that
 * public pages' initial JavaScript does not carry it. Pages with a name of their own (a provider, a person) set it with
 * useDocumentTitle; these are what shows until their data arrives.
 */
export const ROUTE_TITLES: Record<WebRoute, string> = {
  '/': `${APP_NAME}: trusted injury providers and reviews`,
  '/search': 'Search providers',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-use': 'Terms of Use',
  '/provider/:id': 'Provider',
  '/user/:id': 'Reviewer',
  '/m/:slug': 'Mini-site',
  '/lead-address/confirm': 'Confirm lead address',
  '/link-tree': 'Links',
  '/forgot-password/:token': 'Reset your password',
  '/auth': 'Welcome',
  '/login': 'Sign in',
  '/register': 'Create an account',
  '/confirm-email': 'Confirm your email',
  '/forgot-password': 'Forgot password',
  '/email-sent': 'Check your email',
  '/auth/google/callback': 'Signing in with Google',
  '/finish-profile': 'Finish your profile',
  '/me': 'My profile',
  '/my-profile': 'My provider profile',
  '/bookmarks': 'My bookmarks',
  '/settings': 'Settings',
  '/dashboard': 'Dashboard',
  '/leads': 'Leads',
  '/plans': 'Plans',
  '/mini-site': 'Mini-site Builder',
  '/advertisement': 'Advertisement',
  '/admin': 'Admin',
  '/admin/users': 'Users · Admin',
  '/admin/providers': 'Providers · Admin',
  '/admin/claims': 'Profile claims · Admin',
  '/admin/claims/:id': 'Profile claim · Admin',
  '/admin/appeals': 'Review appeals · Admin',
  '/admin/admins': 'Admins · Admin',
  '/admin/help': 'Help · Admin',
  '/admin/audit-log': 'Audit log · Admin',
  '/review-invitations/unsubscribe': 'Review invitations',
  '/transparency': 'Transparency: how reviews work',
  '/checkout/test/:sessionId': 'Checkout (test mode)',
  '/receipts/:providerId/:paymentId': 'Receipt',
  '/admin/billing': 'Billing · Admin',
};

/** 'Sign in · InjuryPros'; the home page's title is already whole. */
export function documentTitle(page: string): string {
  return page === ROUTE_TITLES['/'] ? page : `${page} · ${APP_NAME}`;
}

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
