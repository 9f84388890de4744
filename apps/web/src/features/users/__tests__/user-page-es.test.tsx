import { act, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '../../../lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

const ID = '00000000-0000-4000-8000-00000000000a';

beforeEach(async () => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === `/api/users/${ID}`)
        return Response.json({
          data: {
            id: ID,
            name: 'Nina Park',
            avatar: null,
            location: 'Tampa, FL',
            badges: ['pro_reviewer'],
            memberSince: 2024,
            reviewCount: 1,
            reviews: [
              {
                id: 'r1',
                providerId: 'p1',
                provider: { id: 'p1', name: 'Smith & Partners', category: 'Law Firms' },
                author: { id: ID, name: 'Nina Park', avatar: null, location: 'Tampa, FL' },
                rating: 4.4,
                ratings: { respectful: 5, explained: 4, onTime: 4, costs: 4, overall: 5 },
                text: 'Kept me informed the whole way.',
                photoUrls: [],
                createdAt: '2026-02-01T00:00:00.000Z',
                response: { text: 'Thank you, Nina!', createdAt: '2026-02-02T00:00:00.000Z' },
                appealUnderReview: false,
              },
            ],
          },
        });
      return Response.json(
        { statusCode: 404, message: 'User not found', error: 'Not Found' },
        { status: 404 },
      );
    }),
  );
  await act(() => activateLocale('es'));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('/user/{id} in Spanish', () => {
  it('shows the reviewer card, badges, dates and reviews in Spanish', async () => {
    await renderApp(`/user/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nina Park' })).toBeInTheDocument();
    expect(screen.getByText('Tampa, FL · Miembro desde 2024 · 1 reseña')).toBeInTheDocument();
    expect(screen.getByText('Reseñador experto')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reseñas' })).toBeInTheDocument();
    expect(screen.getByText('Abogados de accidentes')).toBeInTheDocument();
    expect(screen.getByText('Respuesta del proveedor')).toBeInTheDocument();
    expect(screen.getByText(/1 feb 2026|31 ene 2026/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nina Park · InjuryPros'));
  });

  it('says the reviewer was not found, in Spanish', async () => {
    await renderApp('/user/00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('No encontramos a esta persona')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
  });
});
