import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

const provider = (id: string, name: string, rating: number) => ({
  id,
  name,
  category: 'Law Firms',
  city: 'Miami',
  state: 'FL',
  rating,
  reviewCount: 12,
  image: null,
  description: 'Personal injury attorneys with decades of trial experience.',
  plan: 'basic',
  specialties: [],
});

let answer: { data: unknown[]; total: number; totalExact?: boolean } = { data: [], total: 0 };
const asked: URLSearchParams[] = [];

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/providers') {
        asked.push(url.searchParams);
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        return Response.json({
          ...answer,
          totalExact: answer.totalExact ?? true,
          data: answer.data.slice(offset, offset + limit),
          offset,
          limit,
        });
      }
      return Response.json({ data: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/search', () => {
  it('shows the skeleton, then the results with stars, and sends the filters from the URL', async () => {
    answer = { data: [provider('a', 'Smith & Partners', 4.5)], total: 1 };
    await renderApp('/search?q=smith&category=Law%20Firms&location=FL&rating=lowest');
    expect(await screen.findByLabelText('Loading results')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Smith & Partners/ });
    expect(link).toHaveAttribute('href', '/provider/a');
    expect(within(link).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    const sent = asked.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      q: 'smith',
      category: 'Law Firms',
      state: 'FL',
      sort: 'rating_asc',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search Results for: “smith” in Law Firms',
    );
  });

  it('shows No Results Found / Please refine your search criteria', async () => {
    answer = { data: [], total: 0 };
    await renderApp('/search?q=zzz');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByText('Please refine your search criteria')).toBeInTheDocument();
  });

  it('changing a filter replaces the URL entry; All States and All remove the parameter', async () => {
    answer = { data: [], total: 0 };
    const { router } = await renderApp('/search?providerType=Chiropractors&location=NY');
    await userEvent.selectOptions(await screen.findByLabelText('Location'), 'All States');
    await waitFor(() => expect(router.state.location.search).toBe('?providerType=Chiropractors'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByLabelText('Provider Type')).toHaveValue('Chiropractors');
    await userEvent.selectOptions(screen.getByLabelText('Provider Type'), 'Towing Services');
    await waitFor(() => expect(router.state.location.search).toBe('?category=Towing+Services'));
    await userEvent.selectOptions(screen.getByLabelText('Provider Type'), 'All');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers every state, DC and Puerto Rico by name, and shows distance and open status on cards', async () => {
    answer = {
      data: [{ ...provider('a', 'Biscayne Wrecker Co', 4), distanceMiles: 1.2, openNow: true }],
      total: 1,
    };
    await renderApp('/search?location=TX');
    const location = await screen.findByLabelText('Location');
    const options = within(location).getAllByRole('option');
    expect(options).toHaveLength(53);
    expect(within(location).getByRole('option', { name: 'Puerto Rico' })).toHaveValue('PR');
    expect(within(location).getByRole('option', { name: 'District of Columbia' })).toHaveValue(
      'DC',
    );
    expect(location).toHaveValue('TX');
    const link = await screen.findByRole('link', { name: /Biscayne Wrecker Co/ });
    expect(within(link).getByText('1.2 mi away')).toBeInTheDocument();
    expect(within(link).getByText('Open Now')).toBeInTheDocument();
    expect(asked.at(-1)!.get('state')).toBe('TX');
  });

  it('Load More adds the next page', async () => {
    answer = {
      data: Array.from({ length: 13 }, (_, i) => provider(`p${i}`, `Provider ${i}`, 4)),
      total: 13,
    };
    await renderApp('/search');
    await screen.findByRole('link', { name: /Provider 0/ });
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('section'))).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: /Provider 12/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows a capped count as "1,000+ providers" and keeps Load More', async () => {
    answer = {
      data: Array.from({ length: 20 }, (_, i) => provider(`c${i}`, `Capped ${i}`, 4)),
      total: 1000,
      totalExact: false,
    };
    await renderApp('/search');
    expect(await screen.findByText('1,000+ providers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
  });
});
