import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { ADMIN_TOKEN, adminSession } from './fake-api';

const CAMPAIGN = '00000000-0000-4000-8000-000000000777';
const calls: Array<{ path: string; method: string; body: unknown }> = [];
let campaigns: Array<Record<string, unknown>>;

function paged(data: unknown[]) {
  return Response.json({ data, total: data.length, offset: 0, limit: 20 });
}

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  setToken(ADMIN_TOKEN);
  calls.length = 0;
  campaigns = [
    {
      id: CAMPAIGN,
      providerId: 'p1',
      providerName: 'Acme Law',
      durationDays: 7,
      placements: ['main', 'search'],
      total: 50,
      amountCents: 5000,
      status: 'active',
      createdAt: '2026-11-20T00:00:00Z',
      startsAt: '2026-11-21T12:00:00Z',
      endsAt: '2026-11-28T12:00:00Z',
      impressions: 120,
      clicks: 7,
      cancelReason: null,
    },
  ];
  const session = adminSession(ADMIN_TOKEN);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        path: url.pathname,
        method,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.pathname === '/api/admin/subscriptions')
        return paged([
          {
            providerId: 'p1',
            providerName: 'Acme Law',
            plan: 'premium',
            subscriptionId: 'sub_1',
            status: 'active',
            cancelAtPeriodEnd: true,
            currentPeriodEnd: '2026-12-24T12:00:00Z',
            updatedAt: '2026-11-24T12:00:00Z',
          },
        ]);
      if (url.pathname === '/api/admin/payments')
        return paged([
          {
            id: 'pay1',
            providerId: 'p1',
            providerName: 'Acme Law',
            kind: 'campaign',
            campaignId: CAMPAIGN,
            amountCents: 5000,
            currency: 'usd',
            status: 'paid',
            receiptUrl: null,
            cardBrand: 'visa',
            cardLast4: '4242',
            createdAt: '2026-11-21T12:00:00Z',
          },
        ]);
      if (url.pathname === '/api/admin/campaigns') return paged(campaigns);
      if (url.pathname === `/api/admin/campaigns/${CAMPAIGN}/cancel`) {
        campaigns = [{ ...campaigns[0], status: 'cancelled', cancelReason: 'Misleading' }];
        return Response.json({ data: campaigns[0] });
      }
      return session(input, init);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/billing', () => {
  it('lists subscriptions, payments and campaigns in tabs; cancels a campaign with a reason', async () => {
    await renderApp('/admin/billing');
    const subs = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(within(subs).getByText('Acme Law')).toBeInTheDocument();
    expect(within(subs).getByText('active, ends at period end')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('$50.00')).toBeInTheDocument();
    expect(within(payments).getByText('VISA •••• 4242')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Campaigns' }));
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(table).getByText('Main Page + Search Results')).toBeInTheDocument();
    expect(within(table).getByText('120 / 7')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Campaign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A reason is required');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Misleading');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Campaign' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        {
          path: `/api/admin/campaigns/${CAMPAIGN}/cancel`,
          method: 'POST',
          body: { reason: 'Misleading' },
        },
      ]),
    );
    expect(await within(table).findByText('Cancelled')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
