/**
 * Every page of the web app (apps/web/src/app/router.tsx), for the server that answers deep
 * links: a path matching none of these gets the same page (the SPA shows its 404) with HTTP
 * status 404. `:name` stands for one non-empty path segment. A web test checks that the
 * router and this list agree.
 */
export const WEB_ROUTES = [
  '/',
  '/search',
  '/privacy-policy',
  '/terms-of-use',
  '/provider/:id',
  '/user/:id',
  '/add-business',
  '/m/:slug',
  '/lead-address/confirm',
  '/review-invitations/unsubscribe',
  '/transparency',
  '/about',
  '/link-tree',
  '/forgot-password/:token',
  '/auth',
  '/login',
  '/register',
  '/confirm-email',
  '/forgot-password',
  '/email-sent',
  '/auth/google/callback',
  '/finish-profile',
  '/me',
  '/my-profile',
  '/bookmarks',
  '/settings',
  '/dashboard',
  '/leads',
  '/plans',
  '/mini-site',
  '/advertisement',
  '/checkout/test/:sessionId',
  '/receipts/:providerId/:paymentId',
  '/admin',
  '/admin/users',
  '/admin/providers',
  '/admin/claims',
  '/admin/claims/:id',
  '/admin/appeals',
  '/admin/admins',
  '/admin/help',
  '/admin/audit-log',
  '/admin/billing',
  '/admin/imports',
] as const;

export type WebRoute = (typeof WEB_ROUTES)[number];

const patterns = WEB_ROUTES.map((route) => route.split('/').filter(Boolean));

/**
 * Whether a URL path is a page of the web app. Like the router: case-insensitive, a
 * trailing slash allowed.
 */
export function isWebRoute(pathname: string): boolean {
  return webRouteOf(pathname) !== null;
}

/** The route of WEB_ROUTES a URL path is a page of (like the router), or null. */
export function webRouteOf(pathname: string): WebRoute | null {
  const segments = pathname.split('/').filter(Boolean);
  const index = patterns.findIndex(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) =>
        part.startsWith(':')
          ? segments[i]!.length > 0
          : part.toLowerCase() === segments[i]!.toLowerCase(),
      ),
  );
  return index === -1 ? null : WEB_ROUTES[index]!;
}
