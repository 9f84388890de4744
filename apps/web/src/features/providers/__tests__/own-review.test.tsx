import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { profile, review, sessionUser, urlOf, USER_ID } from '../../../test/provider-fixtures';

const LONG =
  'Update after three months: the repair held up through a hard winter and the team called twice to check on me.';

let patched: unknown;
let deleted: string | null;
let mine: ReturnType<typeof review> & { editedAt: string | null };

beforeEach(() => {
  patched = undefined;
  deleted = null;
  mine = review('mine', {
    providerId: 'p2',
    author: { id: USER_ID, name: 'Ana Lopez', avatar: null, location: null },
  }) as typeof mine;
  mine.editedAt = null;
  localStorage.setItem('hasVisited', 'true');
  localStorage.setItem('activeRole', 'user');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
      if (url.pathname === '/api/auth/session')
        return Response.json({ data: { user: sessionUser({ roles: ['user'], providerIds: [] }) } });
      if (url.pathname === '/api/providers/p2')
        return Response.json({ data: profile({ id: 'p2' }) });
      if (url.pathname === '/api/reviews/mine' && method === 'PATCH') {
        const body = input instanceof Request ? await input.text() : String(init?.body);
        patched = JSON.parse(body);
        mine = { ...mine, ...(patched as object), editedAt: '2026-03-02T00:00:00.000Z' };
        return Response.json({ data: mine });
      }
      if (url.pathname === '/api/reviews/mine' && method === 'DELETE') {
        deleted = 'mine';
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/providers/p2/reviews')
        return Response.json({
          data: [...(deleted ? [] : [mine]), review('other', { providerId: 'p2' })],
          nextCursor: null,
        });
      if (url.pathname === `/api/users/${USER_ID}`)
        return Response.json({
          data: {
            id: USER_ID,
            name: 'Ana Lopez',
            avatar: null,
            location: null,
            badges: [],
            memberSince: 2025,
            reviewCount: 1,
            reviews: deleted
              ? []
              : [
                  {
                    ...mine,
                    provider: { id: 'p2', name: 'Smith & Partners', category: 'Law Firms' },
                  },
                ],
          },
        });
      if (url.pathname.endsWith('/posts') || url.pathname === '/api/bookmarks')
        return Response.json({ data: [] });
      return Response.json(
        { statusCode: 404, message: 'Not found', error: 'Not Found' },
        { status: 404 },
      );
    }),
  );
  setToken('good.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the author's own review", () => {
  it('is edited from the provider page: the form is filled, PATCH sends it, Edited shows', async () => {
    const user = userEvent.setup();
    await renderApp('/provider/p2');
    expect(await screen.findByText('Reviewer other')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit your Review' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete your Review' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit your Review' }));
    const form = await screen.findByRole('form', { name: 'Edit your review' });
    const text = within(form).getByLabelText('Your review');
    expect(text).toHaveValue(mine.text);
    await user.click(within(form).getByLabelText('4 of 5 for How satisfied are you overall?'));
    await user.clear(text);
    await user.type(text, 'Too short now.');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(patched).toBeUndefined();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Review needs to be at least 100 characters',
    );
    await user.clear(text);
    await user.type(text, LONG);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Edited Mar 2, 2026')).toBeInTheDocument();
    expect(patched).toEqual({
      ratings: { respectful: 2, explained: 2, onTime: 2, costs: 2, overall: 4 },
      text: LONG,
      photoUrls: [],
    });
    expect(screen.queryByRole('form', { name: 'Edit your review' })).not.toBeInTheDocument();
  });

  it('is deleted from /me after a confirmation', async () => {
    const user = userEvent.setup();
    await renderApp('/me');
    await user.click(await screen.findByRole('button', { name: 'Delete your Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your Review' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have not written any reviews yet.')).toBeInTheDocument();
    expect(deleted).toBe('mine');
  });

  it('is edited from /me', async () => {
    const user = userEvent.setup();
    await renderApp('/me');
    await user.click(await screen.findByRole('button', { name: 'Edit your Review' }));
    const form = await screen.findByRole('form', { name: 'Edit your review' });
    await user.clear(within(form).getByLabelText('Your review'));
    await user.type(within(form).getByLabelText('Your review'), LONG);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(LONG)).toBeInTheDocument();
    expect(screen.getByText(/Edited Mar 2, 2026/)).toBeInTheDocument();
  });
});
