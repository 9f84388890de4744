import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { urlOf } from '../../../test/provider-fixtures';
import { preloadLeadRequestForm } from '../../../components/lazy-lead-request-form';

const published = (extra: Record<string, unknown> = {}) => ({
  url: 'smith-law',
  providerId: 'p1',
  providerName: 'Smith Law',
  heading: 'Smith Injury Lawyers',
  description: 'Free consultation, 24/7.',
  logoUrl: '/logo.png',
  buttons: [
    { name: 'Website', url: 'https://smith.example' },
    { name: 'Call us', url: 'https://call.example' },
  ],
  leadForm: {
    formName: 'Request a consultation',
    formDescription: 'We answer within a day.',
    options: [
      { id: 'o1', text: 'Car accident', checked: true },
      { id: 'o2', text: 'Work injury', checked: false },
    ],
    emailAddress: 'office@smith.example',
  },
  leadButtonName: 'Get help',
  publishedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
let site: Record<string, unknown>;
const leads: { path: string; body: unknown }[] = [];
const visits: string[] = [];

// The page loads the lead form's code when it mounts; loaded here first, that import
// resolves at once instead of finishing after the test's environment is torn down (seen
// under load: Vitest's EnvironmentTeardownError).
beforeAll(() => preloadLeadRequestForm());

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  site = published();
  leads.length = 0;
  visits.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      if (url.pathname === '/api/mini-sites/smith-law') {
        visits.push(url.pathname);
        return Response.json({ data: site });
      }
      if (url.pathname === '/api/providers/p1/leads' && init?.method === 'POST') {
        leads.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        return Response.json({ data: { id: 'l1' } }, { status: 201 });
      }
      if (url.pathname === '/api/auth/session')
        return Response.json(
          { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
          { status: 401 },
        );
      return Response.json(
        { statusCode: 404, message: 'Not found', error: 'Not Found' },
        { status: 404 },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/m/{slug}', () => {
  it('shows the published heading, description, logo and buttons opening in a new tab', async () => {
    await renderApp('/m/smith-law');
    expect(
      await screen.findByRole('heading', { name: 'Smith Injury Lawyers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Free consultation, 24/7.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Smith Law logo' })).toHaveAttribute('src', '/logo.png');
    const website = screen.getByRole('link', { name: 'Website' });
    expect(website).toHaveAttribute('href', 'https://smith.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('target', '_blank');
    expect(visits).toEqual(['/api/mini-sites/smith-law']);
  });

  it('sends the lead form to POST /providers/{id}/leads and shows the success message', async () => {
    await renderApp('/m/smith-law');
    await screen.findByRole('heading', { name: 'Request a consultation' });
    expect(screen.getByText('We answer within a day.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Car accident' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Get help' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(leads).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Name'), 'Ana Lopez');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Work injury' }));
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Rear-ended last week.');
    await userEvent.click(screen.getByRole('button', { name: 'Get help' }));
    expect(await screen.findByText('Thank you! Your request has been sent.')).toBeInTheDocument();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.body).toMatchObject({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      message: 'Rear-ended last week.',
      options: ['o1', 'o2'],
    });
  });

  it('has no lead form when the site has none', async () => {
    site = published({ leadForm: null });
    await renderApp('/m/smith-law');
    await screen.findByRole('heading', { name: 'Smith Injury Lawyers' });
    expect(screen.queryByRole('button', { name: 'Get help' })).not.toBeInTheDocument();
  });

  it('shows the Not Found page for an unknown slug', async () => {
    await renderApp('/m/nobody-here');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(visits).toHaveLength(0));
  });
});
