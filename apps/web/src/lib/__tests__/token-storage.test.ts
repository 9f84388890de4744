import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_CHANGED, clearToken, getToken, setToken } from '../token-storage';

describe('token storage', () => {
  it('keeps the token in the auth_token cookie and local storage, without a Bearer prefix', () => {
    setToken('Bearer abc.def.ghi');
    expect(document.cookie).toContain('auth_token=abc.def.ghi');
    expect(localStorage.getItem('auth_token')).toBe('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
  });

  it('falls back to local storage when there is no cookie', () => {
    localStorage.setItem('auth_token', 'Bearer from.storage.only');
    expect(getToken()).toBe('from.storage.only');
  });

  it('prefers the cookie over local storage', () => {
    localStorage.setItem('auth_token', 'stale.token.value');
    document.cookie = 'auth_token=fresh.cookie.value; path=/';
    expect(getToken()).toBe('fresh.cookie.value');
  });

  it('announces auth-token-changed on set and clear, and clear removes both copies', () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_TOKEN_CHANGED, listener);
    setToken('a.b.c');
    clearToken();
    window.removeEventListener(AUTH_TOKEN_CHANGED, listener);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps a session signed in without Remember me only in a session cookie, not local storage', () => {
    const jwt = (life: number) =>
      `h.${btoa(JSON.stringify({ sub: 'x', iat: 1000, exp: 1000 + life })).replace(/=+$/, '')}.s`;
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        cookieWrites.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      setToken(jwt(7 * 24 * 3600));
      expect(localStorage.getItem('auth_token')).toBe(jwt(7 * 24 * 3600));
      expect(cookieWrites.at(-1)).toContain('Max-Age=604800');

      const short = jwt(12 * 3600);
      setToken(short);
      expect(localStorage.getItem('auth_token')).toBeNull();
      expect(cookieWrites.at(-1)).toContain(`auth_token=${encodeURIComponent(short)}`);
      expect(cookieWrites.at(-1)).not.toContain('Max-Age');
      expect(getToken()).toBe(short);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});
