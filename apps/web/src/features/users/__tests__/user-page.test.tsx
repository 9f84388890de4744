import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

const ID = '00000000-0000-4000-8000-00000000000a';

beforeEach(() => {
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
});
afterEach(() => vi.unstubAllGlobals());

describe('/user/{id}', () => {
  it('shows name, location, badges, member-since year, review count and the reviews', async () => {
    await renderApp(`/user/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Nina Park' })).toBeInTheDocument();
    expect(screen.getByText(/Tampa, FL · Member since 2024 · 1 review/)).toBeInTheDocument();
    expect(screen.getByText('Pro Reviewer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Smith & Partners' })).toHaveAttribute(
      'href',
      '/provider/p1',
    );
    expect(screen.getByText('Thank you, Nina!')).toBeInTheDocument();
  });

  it('says Reviewer not found for an unknown id', async () => {
    await renderApp('/user/00000000-0000-4000-8000-0000000000ff');
    expect(await screen.findByText('Reviewer not found')).toBeInTheDocument();
  });
});
