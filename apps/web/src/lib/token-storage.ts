import {
  AUTH_TOKEN_COOKIE,
  AUTH_TOKEN_STORAGE_KEY,
  stripBearer,
  TOKEN_TTL_SECONDS,
} from '@app/contracts';

/** Fired on window whenever the stored token changes (spec 4). */
export const AUTH_TOKEN_CHANGED = 'auth-token-changed';
/** Fired on window when the signed-in person's profile changed (header refreshes). */
export const PROFILE_UPDATED = 'profile-updated';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The stored token: the auth_token cookie, else local storage; a 'Bearer ' prefix is removed. */
export function getToken(): string | null {
  let raw: string | null = readCookie(AUTH_TOKEN_COOKIE);
  if (!raw) {
    try {
      raw = localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
    } catch {
      raw = null;
    }
  }
  const token = raw ? stripBearer(raw) : '';
  return token || null;
}

/**
 * How long a session token lives (its `exp` minus `iat`), or null when it cannot be read.
 * The API decides: a sign-in without 'Remember me' gets a short session (decision 0025).
 */
function tokenLifeSeconds(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    return typeof iat === 'number' && typeof exp === 'number' ? exp - iat : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a 'Remember me' token 7 days in a cookie and in local storage. A shorter session
 * (signed in without 'Remember me') ends with the browser: a session cookie only, nothing in
 * local storage. Announces the change either way.
 */
export function setToken(token: string): void {
  const clean = stripBearer(token);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const life = tokenLifeSeconds(clean);
  const remember = life === null || life >= TOKEN_TTL_SECONDS;
  const maxAge = remember ? `; Max-Age=${TOKEN_TTL_SECONDS}` : '';
  document.cookie = `${AUTH_TOKEN_COOKIE}=${encodeURIComponent(clean)}${maxAge}; Path=/; SameSite=Lax${secure}`;
  try {
    if (remember) localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, clean);
    else localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // storage may be unavailable (private mode); the cookie still holds the token
  }
  window.dispatchEvent(new Event(AUTH_TOKEN_CHANGED));
}

export function clearToken(): void {
  document.cookie = `${AUTH_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  window.dispatchEvent(new Event(AUTH_TOKEN_CHANGED));
}
