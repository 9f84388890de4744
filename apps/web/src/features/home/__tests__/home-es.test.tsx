import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';

const POST = {
  id: 'post-1',
  providerId: 'p1',
  providerName: 'Smith & Partners',
  providerAvatar: null,
  providerCategory: 'Law Firms',
  text: 'Our new office is open.',
  imageUrls: ['/uploads/a.png', '/uploads/b.png'],
  createdAt: '2026-03-02T12:00:00.000Z',
};

beforeEach(async () => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/posts/latest') return Response.json({ data: [POST] });
      return Response.json({ data: [] });
    }),
  );
  await act(() => activateLocale('es'));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('home in Spanish', () => {
  it('shows the hero, categories, latest posts with a Spanish date, and a Spanish title', async () => {
    await renderApp('/');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Encuentre proveedores locales de confianza y bien calificados',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Descubra proveedores' })).toBeInTheDocument();
    expect(screen.getAllByText('Abogados de accidentes').length).toBeGreaterThan(0);
    expect(screen.getByText('Abogados de lesiones personales')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: 'Foto 2 de 2 de la publicación de Smith & Partners',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 mar 2026/)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe(
        'Proveedores de confianza y reseñas para personas lesionadas · InjuryPros',
      ),
    );
  });
});
