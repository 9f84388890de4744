import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_CHANGED, clearToken, getToken, setToken } from '../token-storage';

const jwt = (life: number) =>
  `h.${btoa(JSON.stringify({ sub: 'x', iat: 1000, exp: 1000 + life })).replace(/=+$/, '')}.s`;

/** Records what the page writes to document.cookie while `run` runs. */
function cookieWritesOf(run: () => void): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  try {
    run();
  } finally {
    delete (document as { cookie?: string }).cookie;
  }
  return writes;
}

describe('token storage (decision 0057: no auth_token cookie)', () => {
  it('keeps a Remember me token in local storage only, never in a cookie, without a Bearer prefix', () => {
    const writes = cookieWritesOf(() => setToken('Bearer abc.def.ghi'));
    expect(writes).toEqual([]);
    expect(document.cookie).not.toContain('auth_token');
    expect(localStorage.getItem('auth_token')).toBe('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
  });

  it('reads local storage, else the tab’s session storage; a Bearer prefix is removed', () => {
    sessionStorage.setItem('auth_token', 'Bearer from.session.only');
    expect(getToken()).toBe('from.session.only');
    localStorage.setItem('auth_token', 'Bearer from.local');
    expect(getToken()).toBe('from.local');
  });

  it('announces auth-token-changed on set and clear, and clear removes every copy', () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_TOKEN_CHANGED, listener);
    setToken(jwt(7 * 24 * 3600));
    sessionStorage.setItem('auth_token', 'short.one.here');
    clearToken();
    window.removeEventListener(AUTH_TOKEN_CHANGED, listener);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps a session signed in without Remember me in session storage, not local storage nor a cookie', () => {
    const short = jwt(12 * 3600);
    const writes = cookieWritesOf(() => setToken(short));
    expect(writes).toEqual([]);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('auth_token')).toBe(short);
    expect(getToken()).toBe(short);
    // A later 'Remember me' sign-in replaces it.
    setToken(jwt(7 * 24 * 3600));
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(getToken()).toBe(jwt(7 * 24 * 3600));
  });
});

describe('token storage at start', () => {
  it('drops the readable auth_token cookie of earlier builds and keeps its token in storage', async () => {
    const token = jwt(7 * 24 * 3600);
    document.cookie = `auth_token=${encodeURIComponent(token)}; path=/`;
    vi.resetModules();
    const fresh = await import('../token-storage');
    expect(document.cookie).not.toContain('auth_token');
    expect(fresh.getToken()).toBe(token);
    expect(localStorage.getItem('auth_token')).toBe(token);
  });

  it('is anonymous after a short wait when no tab holds the short session (the browser was closed)', async () => {
    localStorage.setItem('auth_short_session', '1');
    vi.resetModules();
    const fresh = await import('../token-storage');
    expect(fresh.isTokenHandoffPending()).toBe(true);
    await fresh.tokenHandoff();
    expect(fresh.getToken()).toBeNull();
    expect(localStorage.getItem('auth_short_session')).toBeNull();
  });

  // Last: every module instance of this file shares one session storage, where a real tab
  // has its own, so a handed-off token would reach the tests after it.
  it('a new tab gets a short session from a tab that holds it', async () => {
    const short = jwt(12 * 3600);
    localStorage.setItem('auth_short_session', '1');
    // The other tab: answers the new tab's question with its session-storage token.
    const otherTab = new BroadcastChannel('auth-token');
    otherTab.onmessage = (event: MessageEvent<{ type: string }>) => {
      if (event.data.type === 'ask') otherTab.postMessage({ type: 'share', token: short });
    };
    try {
      vi.resetModules();
      const fresh = await import('../token-storage');
      expect(fresh.isTokenHandoffPending()).toBe(true);
      await fresh.tokenHandoff();
      expect(fresh.isTokenHandoffPending()).toBe(false);
      expect(fresh.getToken()).toBe(short);
      expect(localStorage.getItem('auth_token')).toBeNull();
    } finally {
      otherTab.close();
    }
  });
});
