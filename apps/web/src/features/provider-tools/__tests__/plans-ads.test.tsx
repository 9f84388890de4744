import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { checkoutNavigation } from '../../payments';
import { profile, sessionUser, urlOf } from '../../../test/provider-fixtures';

const posted: unknown[] = [];
const assigned: string[] = [];
let billing: Record<string, unknown>;
let campaigns: Array<Record<string, unknown>>;
let savedCards: Array<Record<string, unknown>>;
beforeEach(() => {
  campaigns = [];
  savedCards = [];
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
      if (url.pathname === '/api/providers/p1/payments/00000000-0000-4000-8000-0000000000a1')
        return Response.json({
          data: {
            id: '00000000-0000-4000-8000-0000000000a1',
            providerId: 'p1',
            providerName: 'Acme Law',
            kind: 'campaign',
            campaignId: 'c1',
            amountCents: 5000,
            currency: 'usd',
            status: 'paid',
            receiptUrl: 'http://localhost/receipts/p1/00000000-0000-4000-8000-0000000000a1',
            createdAt: '2026-11-24T12:00:00.000Z',
            description: 'Ad campaign: 7 days, Main Page + Search Results',
            cardBrand: 'visa',
            cardLast4: '4242',
            invoiceUrl: null,
          },
        });
      if (url.pathname === '/api/providers/p1/dashboard')
        return Response.json({ statusCode: 500, message: 'Not here', error: 'x' }, { status: 500 });
      if (url.pathname === '/api/providers/p1/subscription/checkout') {
        posted.push('premium-checkout');
        return Response.json({ data: { url: 'http://localhost/checkout/test/cs_test_abcdefgh' } });
      }
      if (url.pathname === '/api/providers/p1/campaigns/c1/checkout') {
        posted.push('campaign-checkout');
        return Response.json({ data: { url: 'http://localhost/checkout/test/cs_test_campaign1' } });
      }
      if (url.pathname === '/api/providers/p1/billing/portal')
        return Response.json({ data: { url: 'https://billing.stripe.test/p/session/x' } });
      if (url.pathname === '/api/providers/p1/payment-methods')
        return Response.json({ data: savedCards });
      if (url.pathname.startsWith('/api/providers/p1/payment-methods/')) {
        posted.push(`delete ${url.pathname.split('/').pop()}`);
        savedCards = savedCards.filter((c) => c.id !== url.pathname.split('/').pop());
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/providers/p1/campaigns/c1/pay') {
        posted.push(JSON.parse(String(init?.body)));
        return Response.json({ data: { status: 'paid', paymentId: 'pay9' } });
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

describe('billing on the dashboard and receipts', () => {
  it('shows plan, next charge and the payment history with receipt links on the dashboard', async () => {
    billing = {
      plan: 'premium',
      testMode: false,
      subscription: {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: '2026-12-24T12:00:00.000Z',
      },
      nextCharge: { amountCents: 2500, date: '2026-12-24T12:00:00.000Z' },
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
    await renderApp('/dashboard');
    expect(await screen.findByText('$25.00 on Dec 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Billing' });
    expect(within(history).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/i/1',
    );
    expect(screen.getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/plans');
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing in Stripe' }));
    await waitFor(() => expect(assigned).toEqual(['https://billing.stripe.test/p/session/x']));
  });

  it('shows a receipt: item, amount, date, card brand and last 4', async () => {
    await renderApp('/receipts/p1/00000000-0000-4000-8000-0000000000a1');
    expect(
      await screen.findByText('Ad campaign: 7 days, Main Page + Search Results'),
    ).toBeInTheDocument();
    expect(screen.getByText('$50.00')).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('VISA •••• 4242')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});

describe('saved cards in the payment dialog', () => {
  it("offers the customer's saved cards first, deletes one (selection moves on) and pays with one here", async () => {
    savedCards = [
      { id: 'pm_visa1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      { id: 'pm_mc1', brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2035 },
    ];
    await renderApp('/advertisement');
    await userEvent.click(await screen.findByRole('button', { name: 'Start the Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Payment Information' });
    expect(await within(dialog).findByRole('radio', { name: 'Visa ending 4242' })).toBeChecked();
    expect(
      within(dialog).getByRole('button', { name: 'Pay $50 with VISA •••• 4242' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Visa ending 4242' }));
    expect(
      await within(dialog).findByRole('radio', { name: 'Mastercard ending 4444' }),
    ).toBeChecked();
    expect(
      within(dialog).queryByRole('radio', { name: 'Visa ending 4242' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Pay $50 with MASTERCARD •••• 4444' }),
    );
    await waitFor(() =>
      expect(posted).toEqual([
        'delete pm_visa1',
        { durationDays: 3, placements: ['main', 'search'] },
        { paymentMethodId: 'pm_mc1' },
      ]),
    );
    expect(
      await screen.findByText('Payment received: your campaign is running.'),
    ).toBeInTheDocument();
    expect(assigned).toEqual([]);
  });
});
