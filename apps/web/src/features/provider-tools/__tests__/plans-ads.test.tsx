import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { profile, sessionUser, urlOf } from './fixtures';

const posted: unknown[] = [];
beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      if (url.pathname === '/api/auth/session')
        return Response.json({ data: { user: sessionUser() } });
      if (url.pathname === '/api/providers/p1') return Response.json({ data: profile() });
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
    expect(within(premium).getByRole('button', { name: 'Start Premium' })).toBeInTheDocument();
  });
});

describe('/advertisement', () => {
  it('defaults to 3 days with Main Page + Search Results at $50; the payment dialog pays with cards and stores the campaign', async () => {
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
    expect(within(dialog).getByText(/no charge is made/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Pay $75 with VISA •••• 4242' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete visa ending 4242' }));
    expect(within(dialog).getByRole('radio', { name: 'mastercard ending 5454' })).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete mastercard ending 5454' }),
    );
    expect(within(dialog).getByRole('radio', { name: 'New Card' })).toBeChecked();
    expect(within(dialog).getByLabelText('Card Number')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Pay $75' }));
    await waitFor(() =>
      expect(posted).toEqual([{ durationDays: 7, placements: ['main', 'search', 'user'] }]),
    );
    expect(await screen.findByText(/pending payment/)).toBeInTheDocument();
  });
});
