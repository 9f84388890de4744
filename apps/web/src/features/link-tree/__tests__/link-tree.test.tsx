import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { LinkTreePage } from '../routes/link-tree';

const doc = {
  title: 'Smith & Partners',
  subtitle: 'Injury lawyers in Miami',
  avatar: '/logo.png',
  rating: 4.8,
  reviews: 120,
  buttons: [{ id: 'site', label: 'Our website', url: 'https://example.com', variant: 'primary' }],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function stubDocument() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(doc)),
  );
}

describe('/link-tree', () => {
  it('shows the rating and review count of the document', async () => {
    stubDocument();
    render(<LinkTreePage />);
    expect(await screen.findByText('4.8 · 120 Reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our website' })).toHaveAttribute('target', '_blank');
  });

  it('speaks Spanish: Cargando… and the review count', async () => {
    await act(() => activateLocale('es'));
    stubDocument();
    render(<LinkTreePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(await screen.findByText('4.8 · 120 reseñas')).toBeInTheDocument();
  });
});
