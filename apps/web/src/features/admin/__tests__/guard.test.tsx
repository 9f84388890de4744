import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp, stubSession } from '../../../test/render';
import { adminSession } from './fake-api';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.setItem('hasVisited', 'true'));

describe('admin area guard', () => {
  it('sends a visitor to sign in, remembering the admin page', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession(null)));
    const { router } = await renderApp('/admin/claims?q=x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/admin/claims?q=x' });
  });

  it('shows the 403 message to a signed-in person without the admin role', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession('user.token.here')));
    setToken('user.token.here');
    const { router } = await renderApp('/admin/users');
    expect(
      await screen.findByRole('heading', { name: 'Access denied. Admin permissions required.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives an admin the side menu; /admin goes to users', async () => {
    vi.stubGlobal('fetch', vi.fn(adminSession('admin.token.here')));
    setToken('admin.token.here');
    const { router } = await renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    for (const label of [
      'Users',
      'Providers',
      'Profile Claims',
      'Review Appeals',
      'Admins',
      'Help',
    ])
      expect(within(menu).getByRole('link', { name: label })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'Admins' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/admins'));
    // The lazily loaded page renders after the location changes: wait for the menu too.
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', {
          name: 'Admins',
        }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });
});
