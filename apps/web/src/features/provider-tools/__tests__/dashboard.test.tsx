import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { review, sessionUser, urlOf } from '../../../test/provider-fixtures';

const kpi = (value: number, previous: number, higherIsBetter = true) => ({
  value,
  previous,
  change: value - previous,
  higherIsBetter,
});
const periods: string[] = [];

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  periods.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = urlOf(input);
      if (url.pathname === '/api/auth/session')
        return Response.json({ data: { user: sessionUser() } });
      if (url.pathname === '/api/providers/p1/dashboard') {
        const period = url.searchParams.get('period') ?? 'week';
        periods.push(period);
        const views = period === 'week' ? 120 : 480;
        return Response.json({
          data: {
            providerId: 'p1',
            period,
            from: '2026-11-17',
            to: '2026-11-23',
            previousFrom: '2026-11-10',
            previousTo: '2026-11-16',
            tiles: {
              profileViews: kpi(views, 100),
              rankingByVisits: { ...kpi(3, 5, false), outOf: 12 },
              averageReview: kpi(4.2, 4.4),
              totalReviews: kpi(10, 10),
              totalLeads: kpi(4, 2),
              miniSiteClicks: kpi(7, 9),
            },
          },
        });
      }
      if (url.pathname === '/api/providers/p1/reviews')
        return Response.json({ data: [review('r1')], nextCursor: null });
      return Response.json({ statusCode: 404, message: 'Not found', error: 'x' }, { status: 404 });
    }),
  );
  setToken('good.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/dashboard', () => {
  it('shows six KPI tiles with deltas, switches the period, and lists reviews with Appeal and Respond', async () => {
    await renderApp('/dashboard');
    const tiles = await screen.findByRole('list', { name: 'Key figures' });
    const items = within(tiles).getAllByRole('listitem');
    expect(items.map((i) => i.firstChild?.textContent)).toEqual([
      'Profile Views',
      'Ranking by Visits',
      'Average Review',
      'Total Reviews',
      'Total Leads',
      'Mini-Site Clicks',
    ]);
    expect(items[0]).toHaveTextContent('120');
    expect(items[0]).toHaveTextContent('Up 20');
    expect(items[1]).toHaveTextContent('#3 of 12');
    expect(items[1]).toHaveTextContent('Down 2');
    expect(items[2]).toHaveTextContent('Down 0.2');
    expect(items[3]).toHaveTextContent('No change');
    expect(screen.getByRole('option', { name: 'This Week' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 30 Days');
    expect(
      await within(await screen.findByRole('list', { name: 'Key figures' })).findByText('480'),
    ).toBeInTheDocument();
    expect(periods).toEqual(['week', '30d']);
    expect(await screen.findByRole('button', { name: 'Appeal this Review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Respond' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mini-site Builder' })).toHaveAttribute(
      'href',
      '/mini-site',
    );
  });
});
