import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';

const provider = (id: string, name: string) => ({
  id,
  name,
  category: 'Law Firms',
  city: 'Miami',
  state: 'FL',
  rating: 4.5,
  reviewCount: 12,
  image: null,
  description: 'Personal injury attorneys.',
  plan: 'basic',
  specialties: [],
});

beforeEach(async () => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/providers')
        return Response.json({
          data: [provider('a', 'Smith & Partners'), provider('b', 'Lopez Law')],
          total: 1200,
          totalExact: true,
          offset: 0,
          limit: 10,
        });
      return Response.json({ data: [] });
    }),
  );
  await act(() => activateLocale('es'));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('/search in Spanish', () => {
  it('shows the heading, filters, count and title in Spanish', async () => {
    await renderApp('/search?q=smith&category=Law%20Firms&location=FL');
    expect(await screen.findByRole('link', { name: /Smith & Partners/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Resultados de búsqueda de: “smith” en Abogados de accidentes',
    );
    expect(screen.getByText(/^1[,.\s]?200 proveedores$/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ubicación' })).toHaveDisplayValue('Florida');
    expect(screen.getByRole('option', { name: 'Todos los estados' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo de proveedor' })).toHaveDisplayValue(
      'Abogados de accidentes',
    );
    expect(screen.getByRole('checkbox', { name: 'Abierto ahora' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Más reseñas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver más' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Resultados de búsqueda de “smith” · InjuryPros'),
    );
  });
});
