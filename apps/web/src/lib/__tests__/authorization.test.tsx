import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubSession } from '../../test/render';
import { getToken, setToken } from '../token-storage';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.setItem('hasVisited', 'true'));

describe('route guards', () => {
  it('sends a visitor with no token from a protected route to home', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession(null)));
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'Find top-rated local providers you can trust' }),
    ).toBeInTheDocument();
  });

  it('sends a stored but refused token home and clears it', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession('the.good.one')));
    setToken('an.expired.token');
    const { router } = await renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('lets a valid session into a protected route', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession('the.good.one')));
    setToken('the.good.one');
    const { router } = await renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByText('Ana Lopez')).toBeInTheDocument();
  });

  it('sends a valid session away from a guest-only route', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession('the.good.one')));
    setToken('the.good.one');
    const { router } = await renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a guest-only route to a visitor', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession(null)));
    await renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });

  it('does not cut a flow short when the person signs in on a guest-only page', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession('the.good.one')));
    const { router } = await renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    act(() => setToken('the.good.one'));
    // The session is now valid, yet the page stays until the flow moves on by itself.
    await waitFor(() => expect(screen.getByText('Ana Lopez')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/forgot-password');
    // Arriving at another guest-only page with that session goes home.
    await act(() => router.navigate('/register'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
