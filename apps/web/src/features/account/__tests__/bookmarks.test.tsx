import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/token-storage';
import { renderApp, stubSession } from '../../../test/render';

let saved: Array<Record<string, unknown>> = [];

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  saved = [
    {
      id: 'p1',
      name: 'Smith & Partners',
      category: 'Law Firms',
      city: 'Miami',
      state: 'FL',
      rating: 4.5,
      reviewCount: 3,
      image: null,
      description: 'Trial lawyers.',
      plan: 'basic',
      specialties: [],
    },
  ];
  const session = stubSession('good.token.here');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/bookmarks') return Response.json({ data: saved });
      if (url.pathname === '/api/bookmarks/p1' && init?.method === 'DELETE') {
        saved = [];
        return new Response(null, { status: 204 });
      }
      return session(input, init);
    }),
  );
  setToken('good.token.here');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('/bookmarks', () => {
  it('lists the bookmarked providers; Remove takes one away and shows the empty state', async () => {
    await renderApp('/bookmarks');
    expect(await screen.findByRole('link', { name: /Smith & Partners/ })).toHaveAttribute(
      'href',
      '/provider/p1',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Smith & Partners from bookmarks' }),
    );
    await waitFor(() => expect(screen.getByText('No Bookmarks Yet')).toBeInTheDocument());
  });

  it('speaks Spanish: the empty state and Remove', async () => {
    await act(() => activateLocale('es'));
    await renderApp('/bookmarks');
    expect(await screen.findByRole('heading', { name: 'Mis favoritos' })).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Quitar Smith & Partners de favoritos' }),
    );
    await waitFor(() => expect(screen.getByText('Todavía no tiene favoritos')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Buscar proveedores' })).toBeInTheDocument();
  });
});
