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

/**
 * Where the token is kept (decision 0057): in web storage only, never in a cookie. A cookie
 * the page writes is readable by any script like storage is, and is sent with every request
 * to the site, while the API reads only the Authorization header: it gave nothing but a
 * second copy. A 'Remember me' token lives 7 days in local storage (spec 9); a shorter one
 * in session storage, shared with the site's other tabs over a BroadcastChannel, so that it
 * ends with the browser as the session cookie did.
 */
const CHANNEL = 'auth-token';
/** Says (without the token) that a tab may hold a short session a new tab can ask for. */
const SHORT_SESSION_MARK = 'auth_short_session';
/** How long a new tab waits for another tab's short session before it is anonymous. */
const HANDOFF_WAIT_MS = 250;

type Message = { type: 'ask' } | { type: 'share'; token: string } | { type: 'clear' };

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null; // storage may be unavailable (private mode, a sandboxed frame)
  }
}

function write(store: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) store().removeItem(key);
    else store().setItem(key, value);
  } catch {
    // storage may be unavailable
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The stored token (local storage, else this tab's session storage), without 'Bearer '. */
export function getToken(): string | null {
  const raw = read(local, AUTH_TOKEN_STORAGE_KEY) ?? read(session, AUTH_TOKEN_STORAGE_KEY);
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

let channel: BroadcastChannel | null = null;
const post = (message: Message) => channel?.postMessage(message);
const announce = () => window.dispatchEvent(new Event(AUTH_TOKEN_CHANGED));

/** Keeps a token where its life says, without telling other tabs. */
function store(clean: string): { remember: boolean } {
  const life = tokenLifeSeconds(clean);
  const remember = life === null || life >= TOKEN_TTL_SECONDS;
  write(local, AUTH_TOKEN_STORAGE_KEY, remember ? clean : null);
  write(session, AUTH_TOKEN_STORAGE_KEY, remember ? null : clean);
  write(local, SHORT_SESSION_MARK, remember ? null : '1');
  return { remember };
}

/**
 * Keeps a 'Remember me' token 7 days in local storage; a shorter session (signed in without
 * 'Remember me') only in session storage, handed to the site's other tabs. Announces it.
 */
export function setToken(token: string): void {
  const clean = stripBearer(token);
  const { remember } = store(clean);
  post(remember ? { type: 'clear' } : { type: 'share', token: clean });
  announce();
}

export function clearToken(): void {
  write(local, AUTH_TOKEN_STORAGE_KEY, null);
  write(session, AUTH_TOKEN_STORAGE_KEY, null);
  write(local, SHORT_SESSION_MARK, null);
  post({ type: 'clear' });
  announce();
}

let handoff: Promise<void> = Promise.resolve();
let handoffPending = false;

/** True while a new tab waits for another tab's short session (the session is 'loading'). */
export function isTokenHandoffPending(): boolean {
  return handoffPending;
}

/** Resolves once a new tab has its token from another tab, or has waited long enough. */
export function tokenHandoff(): Promise<void> {
  return handoff;
}

/**
 * Once per page: drops the readable `auth_token` cookie earlier builds wrote (keeping its
 * token in storage), joins the tabs' channel, and asks the other tabs for a short session
 * when one may exist.
 */
function start(): void {
  if (typeof window === 'undefined') return;
  const legacy = readLegacyCookie();
  if (legacy !== null) {
    document.cookie = `${AUTH_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    if (legacy && !getToken()) store(stripBearer(legacy));
  }
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  // Node (the unit tests) would otherwise keep its process alive for the channel.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  let settle: () => void = () => undefined;
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.type === 'ask') {
      const short = read(session, AUTH_TOKEN_STORAGE_KEY);
      if (short) post({ type: 'share', token: short });
    } else if (message.type === 'share') {
      write(session, AUTH_TOKEN_STORAGE_KEY, message.token);
      settle();
      announce();
    } else if (message.type === 'clear') {
      write(session, AUTH_TOKEN_STORAGE_KEY, null);
      announce();
    }
  };
  if (getToken() || read(local, SHORT_SESSION_MARK) === null) return;
  handoffPending = true;
  handoff = new Promise<void>((resolve) => {
    const timer = window.setTimeout(() => {
      // No tab answered: the browser was closed since, and the short session with it.
      write(local, SHORT_SESSION_MARK, null);
      settle();
      announce();
    }, HANDOFF_WAIT_MS);
    settle = () => {
      window.clearTimeout(timer);
      handoffPending = false;
      settle = () => undefined;
      resolve();
    };
  });
  post({ type: 'ask' });
}

function readLegacyCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === AUTH_TOKEN_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return null;
}

start();
