import { MESSAGES } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionUser, stubSession } from '../../../test/render';
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

  it('redeems the one-time sign-in code through the API, stores the token and goes to returnTo', async () => {
    const session = stubSession('good.token.here');
    const exchanged: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith('/api/auth/google/exchange')) {
          exchanged.push(JSON.parse(String(init?.body)));
          return Response.json({ data: { token: 'Bearer good.token.here', user: sessionUser() } });
        }
        return session(input, init);
      }),
    );
    const { router } = await visit(
      '/auth/google/callback?signInCode=one.time.code&returnTo=%2Fsearch%3Fq%3Dlaw',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=law');
    expect(exchanged).toEqual([{ code: 'one.time.code' }]);
    expect(getToken()).toBe('good.token.here');
  });

  it('explains a code refused by the API (another browser, used or old)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { statusCode: 401, message: MESSAGES.googleSignInNotThisBrowser, error: 'Unauthorized' },
          { status: 401 },
        ),
      ),
    );
    visit('/auth/google/callback?signInCode=someone.elses.code');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.googleSignInNotThisBrowser);
    expect(getToken()).toBeNull();
  });

  it('explains a ticket refused by the API (opened in a browser that did not start the sign-in)', async () => {
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        posted.push(new URL(url, 'http://localhost').pathname);
        return Response.json(
          { statusCode: 401, message: MESSAGES.googleSignInNotThisBrowser, error: 'Unauthorized' },
          { status: 401 },
        );
      }),
    );
    visit('/auth/google/callback?ticket=someone.elses.ticket&email=mallory%40example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.googleSignInNotThisBrowser);
    expect(posted).toContain('/api/auth/social-login');
    expect(posted).not.toContain('/api/auth/social-register');
    expect(getToken()).toBeNull();
  });

  it('never signs in with a session token found in the URL', async () => {
    const fetch = vi.fn(stubSession('someone.else.token'));
    vi.stubGlobal('fetch', fetch);
    await visit('/auth/google/callback?token=someone.else.token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Missing OAuth parameters. Please try again.',
    );
    expect(getToken()).toBeNull();
    expect(window.location.search).toBe('');
  });
});
