import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { profile, review, sessionUser, urlOf, USER_ID } from '../../../test/provider-fixtures';

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = urlOf(input);
      if (url.pathname === '/api/auth/session')
        return Response.json({ data: { user: sessionUser() } });
      if (url.pathname === '/api/providers/p2')
        return Response.json({ data: profile({ id: 'p2' }) });
      if (url.pathname === '/api/providers/p2/reviews')
        return Response.json({
          data: [
            review('mine', {
              providerId: 'p2',
              author: { id: USER_ID, name: 'Ana Lopez', avatar: null, location: null },
            }),
            review('other', { providerId: 'p2' }),
          ],
          nextCursor: null,
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

describe('acting as a provider (spec 6)', () => {
  it('provider mode shows Delete your Review on the own review only', async () => {
    localStorage.setItem('activeRole', 'provider');
    await renderApp('/provider/p2');
    expect(await screen.findByText('Reviewer other')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Delete your Review' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Respond' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Appeal this Review' })).not.toBeInTheDocument();
  });

  it('user mode (the default) shows Edit and Delete your Review on the own review too', async () => {
    localStorage.setItem('activeRole', 'user');
    await renderApp('/provider/p2');
    expect(await screen.findByText('Reviewer other')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Delete your Review' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Edit your Review' })).toHaveLength(1);
  });
});
