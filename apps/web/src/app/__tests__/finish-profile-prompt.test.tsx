import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/token-storage';
import { renderApp, sessionUser } from '../../test/render';

const TOKEN = 'stored.session.token';

/** The API for a stored session whose person has no name yet (or has one). */
function stubApi(user: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/auth/session')) return Response.json({ data: { user } });
      return Response.json(
        { statusCode: 404, message: 'Not Found', error: 'Not Found' },
        { status: 404 },
      );
    }),
  );
}

const finishDialog = () => screen.queryByRole('dialog', { name: 'Finish your profile' });

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  setToken(TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('finish profile when the app starts with a session', () => {
  it('asks a verified person without a name, once: closing it does not bring it back', async () => {
    stubApi(sessionUser({ firstName: null, lastName: null }));
    const { router } = await renderApp('/link-tree');
    expect(await screen.findByRole('dialog', { name: 'Finish your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(finishDialog()).toBeNull());
    await act(() => router.navigate('/terms-of-use'));
    await act(() => router.navigate('/link-tree'));
    expect(router.state.location.pathname).toBe('/link-tree');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(finishDialog()).toBeNull();
  });

  it('leaves the legal pages and the finish page alone, and asks once the person moves on', async () => {
    stubApi(sessionUser({ firstName: 'Ana', lastName: null }));
    const { router } = await renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: /privacy/i });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent(/ana@example.com|A/));
    expect(finishDialog()).toBeNull();
    await act(() => router.navigate('/link-tree'));
    expect(await screen.findByRole('dialog', { name: 'Finish your profile' })).toBeInTheDocument();
  });

  it('does not ask on the finish page itself, nor a person whose profile is complete', async () => {
    stubApi(sessionUser({ firstName: null, lastName: null }));
    const first = await renderApp('/finish-profile');
    expect(await screen.findByLabelText('First Name')).toBeInTheDocument();
    expect(finishDialog()).toBeNull();
    first.unmount();

    stubApi(sessionUser());
    await renderApp('/link-tree');
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Ana'));
    expect(finishDialog()).toBeNull();
  });
});
