import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { AuthProvider } from '../lib/auth';

type Router = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has loaded the matched routes' lazy chunks and is idle. */
function routeLoaded(router: Router): Promise<void> {
  const loaded = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (loaded()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!loaded()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The real routes and providers, in memory, starting at `url`, as rendered at once: the
 * page's lazy route may still be loading (the router's fallback shows meanwhile).
 */
export function renderRoutes(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/**
 * renderRoutes, resolved once the page's lazy route has loaded (however long a busy machine
 * takes), so that the test's queries then wait only for what the page itself does (a
 * request, a render).
 */
export async function renderApp(url: string) {
  const rendered = renderRoutes(url);
  await act(() => routeLoaded(rendered.router));
  return rendered;
}

/** A signed-in user as GET /api/auth/session answers it (a verified plain user unless overridden). */
export const sessionUser = (overrides: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lopez',
  profilePicUrl: null,
  bannerPicUrl: null,
  isEmailConfirmed: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  reviewCount: 0,
  badges: [],
  roles: ['user'],
  providerIds: [],
  ...overrides,
});

/** Answers GET /api/auth/session like the API does: a user for a known token, 401 otherwise. */
export function stubSession(validToken: string | null) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    if (
      url.endsWith('/api/auth/session') &&
      validToken &&
      headers.get('authorization') === `Bearer ${validToken}`
    ) {
      return Response.json({ data: { user: sessionUser() } });
    }
    return Response.json(
      { statusCode: 401, message: 'Unauthorized. Please sign in again.', error: 'Unauthorized' },
      { status: 401 },
    );
  };
}
