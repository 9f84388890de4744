import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubSession } from '../../../test/render';
import { getToken } from '../../../lib/token-storage';
import { readCallbackParams } from '../routes';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The callback page reads window.location, so the address is set as a browser would. */
async function visit(url: string) {
  window.history.replaceState(null, '', url);
  return renderApp(url);
}

describe('Google callback screen', () => {
  it('reads parameters from the query and the hash', () => {
    expect(readCallbackParams({ search: '?code=c1&state=s1&junk=1', hash: '#token=t1' })).toEqual({
      code: 'c1',
      state: 's1',
      token: 't1',
    });
  });

  it('shows the error parameter as the message', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession(null)));
    await visit('/auth/google/callback?error=Google%20sign-in%20was%20cancelled');
    expect(
      await screen.findByRole('heading', { name: 'Google sign-in failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in was cancelled');
    expect(window.location.search).toBe('');
  });

  it('says Missing OAuth parameters. Please try again. when nothing came back', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession(null)));
    await visit('/auth/google/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Missing OAuth parameters. Please try again.',
    );
  });

  it('stores a token (without a Bearer prefix), clears the address and goes to returnTo', async () => {
    vi.stubGlobal('fetch', vi.fn(stubSession('good.token.here')));
    const { router } = await visit(
      '/auth/google/callback?token=Bearer%20good.token.here&returnTo=%2Fsearch%3Fq%3Dlaw',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=law');
    expect(getToken()).toBe('good.token.here');
  });
});
