import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

/** Every paid placement says Sponsored (FTC 16 CFR 465, decision 0030). */
const SPONSORED = [1, 2, 3].map((n) => ({
  id: `s${n}`,
  name: `Sponsored Provider ${n}`,
  category: 'Law Firms',
  city: 'Miami',
  state: 'FL',
  rating: 4.5,
  reviewCount: 10,
  image: null,
  description: 'Helps injured people.',
  plan: 'premium',
  specialties: [],
  quote: 'We fight for you.',
  sponsored: true,
}));

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/providers/sponsored') return Response.json({ data: SPONSORED });
      if (url.pathname === '/api/providers')
        return Response.json({ data: [], total: 0, offset: 0, limit: 10 });
      return Response.json({ data: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('paid placements', () => {
  it('the home carousel labels every card Sponsored', async () => {
    await renderApp('/');
    const section = await screen.findByRole('region', { name: /You Might Consider/ });
    const cards = await within(section).findAllByRole('link', { name: /Sponsored Provider/ });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByText('Sponsored')).toBeVisible();
  });
});
