import type { TProviderSuggestion } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { profile, sessionUser, urlOf } from '../../../test/provider-fixtures';

const PHONE = '00000000-0000-4000-8000-0000000000c1';
const SITE = '00000000-0000-4000-8000-0000000000c2';

let current = profile();
let suggestions: TProviderSuggestion[];
let failList: boolean;
const calls: { method: string; path: string; body: unknown }[] = [];
let profileReads = 0;

const json = (data: unknown, status = 200) => Response.json(data, { status });

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  current = profile();
  calls.length = 0;
  profileReads = 0;
  failList = false;
  suggestions = [
    {
      id: PHONE,
      field: 'phone',
      current: '+1 (555) 010-2000',
      suggested: '+1 (305) 555-0142',
      source: 'overture',
      sourceName: 'Overture Maps Foundation',
      createdAt: '2026-12-01T00:00:00.000Z',
    },
    {
      id: SITE,
      field: 'website',
      current: null,
      suggested: 'https://smith-law.example',
      source: 'nppes',
      sourceName: 'NPPES',
      createdAt: '2026-12-01T00:00:00.000Z',
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/auth/session') return json({ data: { user: sessionUser() } });
      if (url.pathname === '/api/providers/p1' && method === 'GET') {
        profileReads++;
        return json({ data: current });
      }
      if (url.pathname === '/api/providers/p1/suggestions') {
        if (failList)
          return json(
            { statusCode: 500, message: 'An unexpected error occurred', error: 'Error' },
            500,
          );
        return json({ data: suggestions });
      }
      const decided = url.pathname.match(/^\/api\/providers\/p1\/suggestions\/(.+)$/);
      if (decided && method === 'POST') {
        const s = suggestions.find((x) => x.id === decided[1])!;
        suggestions = suggestions.filter((x) => x.id !== s.id);
        if (body.action === 'accept') current = { ...current, phoneNumber: s.suggested ?? '' };
        return json({
          data: { id: s.id, status: body.action === 'accept' ? 'accepted' : 'dismissed' },
        });
      }
      if (url.pathname === '/api/providers/p1/reviews') return json({ data: [], nextCursor: null });
      if (url.pathname === '/api/providers/p1/posts') return json({ data: [] });
      return json({ data: [] });
    }),
  );
  setToken('good.token.here');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => activateLocale('en'));
});

const card = async () =>
  within((await screen.findByRole('heading', { name: 'Suggested updates' })).closest('section')!);

describe("/my-profile: a source's suggested updates (issue 47, owners win)", () => {
  it('lists field, current and suggested value and source; Accept updates the listing', async () => {
    await renderApp('/my-profile');
    const list = within(await (await card()).findByRole('list', { name: 'Suggested updates' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const phone = within(items[0]!);
    expect(phone.getByText('Phone')).toBeInTheDocument();
    expect(phone.getByText('+1 (555) 010-2000')).toBeInTheDocument();
    expect(phone.getByText('+1 (305) 555-0142')).toBeInTheDocument();
    expect(phone.getByText('Suggested by Overture Maps Foundation')).toBeInTheDocument();
    expect(within(items[1]!).getByText('(empty)')).toBeInTheDocument();
    const readsBefore = profileReads;
    await userEvent.click(phone.getByRole('button', { name: 'Accept the suggested Phone' }));
    expect(await screen.findByText('Phone updated.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/providers/p1/suggestions/${PHONE}`,
      body: { action: 'accept' },
    });
    // The profile is read again: the card shows the accepted phone.
    await waitFor(() => expect(profileReads).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    const profileCard = within(
      screen.getByRole('heading', { level: 1, name: 'Smith & Partners' }).closest('section')!,
    );
    expect(await profileCard.findByText('+1 (305) 555-0142')).toBeInTheDocument();
  });

  it('Dismiss drops the suggestion; the empty state follows', async () => {
    suggestions = suggestions.slice(1);
    await renderApp('/my-profile');
    const c = await card();
    await userEvent.click(await c.findByRole('button', { name: 'Dismiss the suggested Website' }));
    expect(await c.findByText('Suggestion for Website dismissed.')).toBeInTheDocument();
    expect(await c.findByText('No suggested updates right now.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/providers/p1/suggestions/${SITE}`,
      body: { action: 'dismiss' },
    });
  });

  it('shows a failed load with Try again', async () => {
    failList = true;
    await renderApp('/my-profile');
    const c = await card();
    expect(await c.findByText('An unexpected error occurred')).toBeInTheDocument();
    failList = false;
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    expect(await c.findByRole('list', { name: 'Suggested updates' })).toBeInTheDocument();
  });

  it('in Spanish', async () => {
    await act(() => activateLocale('es'));
    await renderApp('/my-profile');
    const c = within(
      (await screen.findByRole('heading', { name: 'Actualizaciones sugeridas' })).closest(
        'section',
      )!,
    );
    expect(
      await c.findByRole('button', { name: 'Aceptar el cambio sugerido de Teléfono' }),
    ).toBeInTheDocument();
    expect(c.getByText('Sugerido por NPPES')).toBeInTheDocument();
  });
});
