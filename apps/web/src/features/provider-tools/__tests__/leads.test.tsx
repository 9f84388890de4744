import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { sessionUser, urlOf } from '../../../test/provider-fixtures';

const lead = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  providerId: 'p1',
  name: `Sender ${id}`,
  email: `${id}@example.com`,
  phone: '(305) 555-0199',
  message: 'Back pain after a crash on I-95.',
  options: ['MRI scan', 'X-ray'],
  createdAt: '2026-11-20T15:30:00.000Z',
  handledAt: null as string | null,
  ...extra,
});

let leads: ReturnType<typeof lead>[];
let patches: Array<{ id: string; body: unknown }>;
let csvCalls: number;

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  patches = [];
  csvCalls = 0;
  leads = [
    lead('l1'),
    lead('l2', { phone: null, options: [], handledAt: '2026-11-21T00:00:00.000Z' }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      if (url.pathname === '/api/auth/session')
        return Response.json({ data: { user: sessionUser() } });
      if (url.pathname === '/api/providers/p1/leads/export') {
        csvCalls += 1;
        return new Response('"Date","Name"\r\n', { headers: { 'content-type': 'text/csv' } });
      }
      const one = url.pathname.match(/^\/api\/providers\/p1\/leads\/(\w+)$/);
      if (one && method === 'PATCH') {
        const body = JSON.parse(input instanceof Request ? await input.text() : String(init?.body));
        patches.push({ id: one[1]!, body });
        leads = leads.map((l) =>
          l.id === one[1]
            ? { ...l, handledAt: body.handled ? '2026-11-22T00:00:00.000Z' : null }
            : l,
        );
        return Response.json({ data: leads.find((l) => l.id === one[1]) });
      }
      if (url.pathname === '/api/providers/p1/leads')
        return Response.json({ data: leads, total: leads.length, offset: 0, limit: 20 });
      return Response.json({ statusCode: 404, message: 'Not found', error: 'x' }, { status: 404 });
    }),
  );
  setToken('good.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/leads', () => {
  it('is in the side menu and lists each request with contact, options, message, date and state', async () => {
    await renderApp('/leads');
    const list = await screen.findByRole('list', { name: 'Leads' });
    const nav = screen.getByRole('navigation', { name: 'Provider tools' });
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/leads');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Sender l1' })).toBeInTheDocument();
    expect(within(first!).getByText('l1@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('(305) 555-0199')).toBeInTheDocument();
    expect(within(first!).getByText('MRI scan, X-ray')).toBeInTheDocument();
    expect(within(first!).getByText('Back pain after a crash on I-95.')).toBeInTheDocument();
    expect(within(first!).getByText(/Nov 20, 2026/)).toBeInTheDocument();
    expect(within(first!).getByText('New')).toBeInTheDocument();
    expect(within(second!).getByText('Handled')).toBeInTheDocument();
    expect(
      within(first!).getByRole('link', { name: 'Reply by email to Sender l1' }),
    ).toHaveAttribute('href', 'mailto:l1@example.com');
    expect(within(first!).getByRole('link', { name: 'Call Sender l1' })).toHaveAttribute(
      'href',
      'tel:3055550199',
    );
    expect(within(second!).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('marks a lead handled and new again, and exports the CSV', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:leads');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderApp('/leads');
    await user.click(await screen.findByRole('button', { name: 'Mark as Handled: Sender l1' }));
    expect(
      await screen.findByRole('button', { name: 'Mark as New: Sender l1' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as New: Sender l2' }));
    expect(
      await screen.findByRole('button', { name: 'Mark as Handled: Sender l2' }),
    ).toBeInTheDocument();
    expect(patches).toEqual([
      { id: 'l1', body: { handled: true } },
      { id: 'l2', body: { handled: false } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(csvCalls).toBe(1);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('shows its own empty state when no lead came in yet', async () => {
    leads = [];
    await renderApp('/leads');
    expect(await screen.findByText('No Leads Yet')).toBeInTheDocument();
    expect(screen.queryByText('Please refine your search criteria')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
