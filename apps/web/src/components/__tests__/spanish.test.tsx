import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n';
import { ProviderCard } from '../provider-card';
import { ReviewItem } from '../review-item';

const card = {
  id: 'demo-8',
  name: 'Golden State Towing',
  category: 'Towing Services' as const,
  city: 'Los Angeles',
  state: 'CA',
  rating: 4,
  reviewCount: 5,
  image: null,
  description: 'Flatbeds around the clock.',
  plan: 'basic' as const,
  specialties: [],
  distanceMiles: 2.5,
  openNow: true,
  languages: ['en', 'es'],
};

const review = {
  id: 'r1',
  providerId: 'demo-8',
  author: { id: 'u1', name: 'Nina Park', avatar: null, location: 'Tampa, FL' },
  rating: 4,
  ratings: { respectful: 4, explained: 4, onTime: 4, costs: 4, overall: 4 },
  text: 'Quick and kind.',
  language: 'en' as const,
  photoUrls: ['/a.webp'],
  createdAt: '2026-03-01T12:00:00.000Z',
  editedAt: '2026-03-02T12:00:00.000Z',
  response: { text: 'Thank you!', createdAt: '2026-03-03T12:00:00.000Z' },
  appealUnderReview: true,
  verification: 'contact' as const,
};

afterEach(async () => {
  await act(() => activateLocale('en'));
});

function renderBoth() {
  return render(
    <MemoryRouter>
      <ProviderCard provider={card} />
      <ReviewItem review={review as never} />
    </MemoryRouter>,
  );
}

describe('the shared cards in both languages', () => {
  it('reads in English as before, with Spanish spoken', async () => {
    renderBoth();
    expect(screen.getByText('2.5 mi away')).toBeInTheDocument();
    expect(screen.getByText('Open Now')).toBeInTheDocument();
    expect(screen.getByText('4.0 (5 reviews)')).toBeInTheDocument();
    expect(await screen.findByText('Spanish spoken')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Edited Mar 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Professionalism')).toBeInTheDocument();
  });

  it('marks a review with the language it was written in, in either language of the page', async () => {
    await act(() => activateLocale('es'));
    renderBoth();
    expect(screen.getByText('Quick and kind.')).toHaveAttribute('lang', 'en');
  });

  it('reads in Spanish: badges, plural, dates, breakdown', async () => {
    await act(() => activateLocale('es'));
    renderBoth();
    expect(screen.getByText('a 2.5 millas')).toBeInTheDocument();
    expect(screen.getByText('Abierto ahora')).toBeInTheDocument();
    expect(screen.getByText('4.0 (5 reseñas)')).toBeInTheDocument();
    expect(await screen.findByText('Se habla español')).toBeInTheDocument();
    expect(screen.getByText(/Servicios de grúa/)).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Calificación de 4.0 sobre 5' })).toHaveLength(2);
    expect(screen.getByText('1 mar 2026')).toBeInTheDocument();
    expect(screen.getByText('Editada el 2 mar 2026')).toBeInTheDocument();
    expect(screen.getByText('Profesionalismo')).toBeInTheDocument();
    expect(screen.getByText('Contacto verificado')).toBeInTheDocument();
    expect(screen.getByText('Apelación en revisión')).toBeInTheDocument();
    expect(screen.getByText('Respuesta del proveedor')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Foto 1 de la reseña de Nina Park' }),
    ).toBeInTheDocument();
  });
});
