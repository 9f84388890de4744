import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSponsoredEvents } from '../../lib/sponsored-events';
import SponsoredColumn from '../sponsored-column';

const CAMPAIGN = '7d7f6a34-5f6e-4d1c-9d5e-0f0b3b1c2a11';

function entry(id: string, campaignId: string | null) {
  return {
    id,
    name: `Provider ${id}`,
    category: 'Law Firms',
    state: 'FL',
    rating: 4.5,
    reviewCount: 3,
    image: null,
    description: 'Helps after accidents.',
    specialties: [],
    plan: 'basic',
    quote: 'Great team',
    sponsored: true,
    campaignId,
  };
}

let entries: unknown[];
const requests: Array<{ path: string; search: string; body: unknown }> = [];

beforeEach(() => {
  resetSponsoredEvents();
  requests.length = 0;
  entries = [entry('p1', CAMPAIGN), entry('demo-1', null)];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      requests.push({
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.pathname === '/api/providers/sponsored') return Response.json({ data: entries });
      if (url.pathname === '/api/sponsored/events')
        return Response.json({ data: { counted: 1 } }, { status: 202 });
      return Response.json({ statusCode: 404, message: 'Not found', error: 'x' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(placement: 'user' | 'search' = 'user', exclude?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SponsoredColumn placement={placement} exclude={exclude} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const events = () =>
  requests
    .filter((r) => r.path === '/api/sponsored/events')
    .flatMap((r) => (r.body as { events: unknown[] }).events);

describe('SponsoredColumn', () => {
  it("asks for its placement, labels every entry 'Sponsored' and counts impressions of paid ones only", async () => {
    show('search', 'me');
    const column = await screen.findByRole('complementary', { name: 'Sponsored' });
    const links = await within(column).findAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) expect(within(link).getByText('Sponsored')).toBeInTheDocument();
    const asked = requests.find((r) => r.path === '/api/providers/sponsored')!;
    expect(new URLSearchParams(asked.search).get('placement')).toBe('search');
    expect(new URLSearchParams(asked.search).get('exclude')).toBe('me');
    await waitFor(() => expect(events()).toEqual([{ campaignId: CAMPAIGN, type: 'impression' }]));
  });

  it('counts a click at once', async () => {
    show();
    const link = await screen.findByRole('link', { name: /Provider p1/ });
    await userEvent.click(link);
    await waitFor(() => expect(events()).toContainEqual({ campaignId: CAMPAIGN, type: 'click' }));
  });

  it('shows nothing when no entry runs', async () => {
    entries = [];
    const { container } = show();
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/providers/sponsored')).toBe(true),
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
