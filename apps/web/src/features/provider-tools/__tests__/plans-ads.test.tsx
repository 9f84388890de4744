import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { checkoutNavigation } from '../../payments/api/payments';
import { profile, sessionUser, urlOf } from './fixtures';

const posted: unknown[] = [];
const assigned: string[] = [];
let billing: Record<string, unknown>;
let campaigns: Array<Record<string, unknown>>;
beforeEach(() => {
  campaigns = [];
  assigned.length = 0;
  billing = { plan: 'basic', testMode: true, subscription: null, payments: [] };
  vi.spyOn(checkoutNavigation, 'go').mockImplementation((url) => {
    assigned.push(String(url));
  });
  localStorage.setItem('hasVisited', 'true');
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      if (url.pathname === '/api/auth/session')
        return Response.json({ data: { user: sessionUser() } });
      if (url.pathname === '/api/providers/p1') return Response.json({ data: profile() });
      if (url.pathname === '/api/providers/p1/billing') return Response.json({ data: billing });
      if (url.pathname === '/api/providers/p1/subscription/checkout') {
        posted.push('premium-checkout');
        return Response.json({ data: { url: 'http://localhost/checkout/test/cs_test_abcdefgh' } });
      }
      if (url.pathname === '/api/providers/p1/campaigns/c1/checkout') {
        posted.push('campaign-checkout');
        return Response.json({ data: { url: 'http://localhost/checkout/test/cs_test_campaign1' } });
      }
      if (url.pathname === '/api/providers/p1/campaigns' && (init?.method ?? 'GET') === 'GET')
        return Response.json({ data: campaigns });
      if (url.pathname === '/api/providers/p1/campaigns' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        return Response.json(
          {
            data: {
              id: 'c1',
              providerId: 'p1',
              durationDays: body.durationDays,
              placements: body.placements,
              total: body.placements.length * 25,
              status: 'pending_payment',
              createdAt: '2026-11-23T00:00:00Z',
            },
          },
          { status: 201 },
        );
      }
      return Response.json({ statusCode: 404, message: 'Not found', error: 'x' }, { status: 404 });
    }),
  );
  setToken('good.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/plans', () => {
  it('shows Free and Premium ($25/month) with Your Current Plan disabled on the current plan', async () => {
    await renderApp('/plans');
    const free = await screen.findByRole('region', { name: 'Free Profile' });
    expect(within(free).getByRole('button', { name: 'Your Current Plan' })).toBeDisabled();
    const premium = screen.getByRole('region', { name: 'Premium Profile' });
    expect(within(premium).getByText('$25/month')).toBeInTheDocument();
    expect(screen.getByText('Test mode — no card is charged')).toBeInTheDocument();
    expect(screen.getByText('No payments yet')).toBeInTheDocument();
    await userEvent.click(within(premium).getByRole('button', { name: 'Start Premium' }));
    await waitFor(() =>
      expect(assigned).toEqual(['http://localhost/checkout/test/cs_test_abcdefgh']),
    );
  });

  it('shows the renewal date, Cancel Premium and the payment history on Premium', async () => {
    billing = {
      plan: 'premium',
      testMode: false,
      subscription: {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: '2026-12-24T12:00:00.000Z',
      },
      payments: [
        {
          id: 'pay1',
          kind: 'premium',
          campaignId: null,
          amountCents: 2500,
          currency: 'usd',
          status: 'paid',
          receiptUrl: 'https://invoice.stripe.test/i/1',
          createdAt: '2026-11-24T12:00:00.000Z',
        },
      ],
    };
    await renderApp('/plans');
    const premium = await screen.findByRole('region', { name: 'Premium Profile' });
    expect(within(premium).getByText('Renews on Dec 24, 2026')).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Cancel Premium' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Billing' });
    expect(within(history).getByText('$25.00')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/i/1',
    );
  });
});

describe('/advertisement', () => {
  it('defaults to 3 days with Main Page + Search Results at $50; the payment dialog saves the campaign and opens its checkout', async () => {
    await renderApp('/advertisement');
    expect(await screen.findByRole('radio', { name: '3-day campaign' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Main Page/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Search Results/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Provider's Page/ })).not.toBeChecked();
    expect(screen.getByText(/3-day campaign · Main Page \+ Search Results ·/)).toHaveTextContent(
      'Total $50',
    );
    await userEvent.click(screen.getByRole('radio', { name: '7-day campaign' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /User's Page/ }));
    expect(
      screen.getByText(/7-day campaign · Main Page \+ Search Results \+ User's Page/),
    ).toHaveTextContent('Total $75');
    await userEvent.click(screen.getByRole('button', { name: 'Start the Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Payment Information' });
    expect(within(dialog).getByRole('radio', { name: 'New Card' })).toBeChecked();
    // Card details go to the checkout page, never into inputs of this site.
    expect(within(dialog).queryByLabelText('Card Number')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Pay $75' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { durationDays: 7, placements: ['main', 'search', 'user'] },
        'campaign-checkout',
      ]),
    );
    await waitFor(() =>
      expect(assigned).toEqual(['http://localhost/checkout/test/cs_test_campaign1']),
    );
    expect(await screen.findByText(/pending payment/)).toBeInTheDocument();
  });

  it('lists the campaigns with status, dates, placements, amount, impressions and clicks; empty state first', async () => {
    await renderApp('/advertisement');
    const list = await screen.findByRole('region', { name: 'Your Campaigns' });
    expect(await within(list).findByText('No campaigns yet')).toBeInTheDocument();
  });

  it('shows each campaign with its figures', async () => {
    campaigns = [
      {
        id: 'c2',
        providerId: 'p1',
        durationDays: 7,
        placements: ['main', 'search'],
        total: 50,
        status: 'active',
        createdAt: '2026-11-20T00:00:00Z',
        startsAt: '2026-11-21T12:00:00Z',
        endsAt: '2026-11-28T12:00:00Z',
        impressions: 1234,
        clicks: 56,
        cancelReason: null,
      },
      {
        id: 'c3',
        providerId: 'p1',
        durationDays: 3,
        placements: ['user'],
        total: 25,
        status: 'cancelled',
        createdAt: '2026-11-10T00:00:00Z',
        startsAt: '2026-11-10T12:00:00Z',
        endsAt: '2026-11-13T12:00:00Z',
        impressions: 0,
        clicks: 0,
        cancelReason: 'Misleading text',
      },
    ];
    await renderApp('/advertisement');
    const list = await screen.findByRole('region', { name: 'Your Campaigns' });
    const [first, second] = await within(list).findAllByTestId('campaign');
    expect(first).toHaveTextContent('7-day campaign');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Main Page + Search Results');
    expect(first).toHaveTextContent('Nov 21, 2026 – Nov 28, 2026');
    expect(first).toHaveTextContent('$50.00');
    expect(within(first!).getByTestId('impressions')).toHaveTextContent('1,234');
    expect(within(first!).getByTestId('clicks')).toHaveTextContent('56');
    expect(second).toHaveTextContent('Cancelled');
    expect(second).toHaveTextContent('Cancelled by an administrator: Misleading text');
  });
});
