import { WEB_ROUTES } from '@app/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentTitle, routeOwnTitle, routeTitle } from '../../config/route-titles';
import { activateLocale } from '../../lib/i18n';
import { renderApp } from '../../test/render';

const USER_ID = '00000000-0000-4000-8000-0000000000aa';

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === `/api/users/${USER_ID}`)
        return Response.json({
          data: {
            id: USER_ID,
            name: 'Nina Park',
            avatar: null,
            location: 'Tampa, FL',
            badges: [],
            memberSince: 2024,
            reviewCount: 0,
            reviews: [],
          },
        });
      if (url.pathname.startsWith('/api/providers/') && url.pathname.split('/').length === 4)
        return Response.json(
          { statusCode: 404, message: 'Provider not found', error: 'Not Found' },
          { status: 404 },
        );
      return Response.json({ data: [] });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('document titles', () => {
  it('gives every route a title of its own', () => {
    const concrete = (route: string) =>
      route.replace(/:[a-z]+/gi, 'x').replace('/forgot-password/x', '/forgot-password/a.b.c');
    const titles = WEB_ROUTES.map((route) => routeTitle(concrete(route), ''));
    expect(titles).toEqual(WEB_ROUTES.map((route) => routeOwnTitle(route)));
    expect(new Set(titles).size).toBe(WEB_ROUTES.length);
    expect(routeTitle('/search', '?q=law')).toBe('Search results for “law”');
    expect(routeTitle('/search', '?category=Law+Firms')).toBe('Search results for “Law Firms”');
    expect(routeTitle('/no/such/page', '')).toBe('Page not found');
  });

  it('sets the title as the person moves: search, sign in, a person, a missing provider, 404', async () => {
    const { router } = await renderApp('/search?q=law');
    await waitFor(() => expect(document.title).toBe('Search results for “law” · InjuryPros'));
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('Sign in · InjuryPros'));
    await act(() => router.navigate(`/user/${USER_ID}`));
    await waitFor(() => expect(document.title).toBe('Nina Park · InjuryPros'));
    await act(() => router.navigate('/provider/gone'));
    await screen.findByText('Provider not found');
    expect(document.title).toBe('Provider not found · InjuryPros');
    await act(() => router.navigate('/admin-nothing-here'));
    await waitFor(() => expect(document.title).toBe('Page not found · InjuryPros'));
    await act(() => router.navigate('/privacy-policy'));
    await waitFor(() => expect(document.title).toBe('Privacy Policy · InjuryPros'));
    await act(() => router.navigate('/'));
    await waitFor(() =>
      expect(document.title).toBe('InjuryPros: trusted injury providers and reviews'),
    );
  });

  it('titles pages in Spanish, with the searched category by its Spanish name', async () => {
    await act(() => activateLocale('es'));
    expect(documentTitle(routeTitle('/login', ''))).toBe('Iniciar sesión · InjuryPros');
    expect(routeTitle('/search', '?category=Law+Firms')).toBe(
      'Resultados de búsqueda de “Abogados de accidentes”',
    );
    expect(routeTitle('/no/such/page', '')).toBe('Página no encontrada');
    expect(documentTitle(routeOwnTitle('/'))).toBe(
      'InjuryPros: proveedores de confianza y reseñas para personas lesionadas',
    );
  });
});
