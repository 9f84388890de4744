import { Injectable } from '@nestjs/common';
import { MESSAGES } from '@app/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { SpentTokensService } from './spent-tokens.service';

const STATE_TTL_MS = 10 * 60 * 1000;
/** The HttpOnly cookie that binds a Google sign-in to the browser that started it. */
export const SIGN_IN_COOKIE = 'google_sign_in';
/**
 * Sent only to the auth routes: the Google start, callback and code exchange, and the social
 * sign-in routes that redeem a ticket (which is bound to the cookie as the code is).
 */
const SIGN_IN_COOKIE_PATH = '/api/auth';

export interface OAuthState {
  returnTo: string;
  mode: 'token' | 'ticket';
  /** Keyed hash of the browser secret in the sign-in cookie. */
  bh: string;
  exp: number;
  /** Single use: spent at the callback. */
  nonce: string;
}

export type StateCheck = { state: OAuthState; error?: undefined } | { error: string };

/** The value of one cookie of the request, read from its Cookie header. */
export function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The OAuth `state` of a Google sign-in (decision 0015): signed (where to go back to, how
 * long it is good), bound to a random secret kept in a short-lived HttpOnly SameSite=Lax
 * cookie of the starting browser (the state carries only a keyed hash of it), and used once.
 */
@Injectable()
export class OAuthStateService {
  private readonly stateKey: Buffer;
  private readonly browserKey: Buffer;
  private readonly secure: boolean;

  constructor(
    config: AppConfig,
    private readonly spent: SpentTokensService,
  ) {
    this.stateKey = createHmac('sha256', config.jwtSecret).update('oauth-state').digest();
    this.browserKey = createHmac('sha256', config.jwtSecret).update('oauth-browser').digest();
    this.secure = config.webOrigin.startsWith('https:');
  }

  /** Starts a sign-in: sets a fresh browser secret in the cookie, answers the state bound to it. */
  start(res: Response, state: Pick<OAuthState, 'returnTo' | 'mode'>): string {
    const secret = randomBytes(32).toString('base64url');
    res.cookie(SIGN_IN_COOKIE, secret, { ...this.cookieOptions(), maxAge: STATE_TTL_MS });
    const payload = Buffer.from(
      JSON.stringify({
        ...state,
        bh: this.hashSecret(secret),
        exp: Date.now() + STATE_TTL_MS,
        nonce: randomUUID(),
      } satisfies OAuthState),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The signed state, or null (forged, malformed or expired); does not check the browser. */
  verify(value: unknown): OAuthState | null {
    if (typeof value !== 'string') return null;
    const [payload, mac] = value.split('.');
    if (!payload || !mac || !safeEqual(this.mac(payload), mac)) return null;
    try {
      const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthState;
      return state.exp > Date.now() && typeof state.bh === 'string' ? state : null;
    } catch {
      return null;
    }
  }

  /** At the callback: a state we signed, from the browser that started it, used the first time. */
  async consume(req: Request): Promise<StateCheck> {
    const state = this.verify(req.query.state);
    if (!state) return { error: MESSAGES.oauthMissingParams };
    const browser = this.browserHashOf(req);
    if (!browser || !safeEqual(browser, state.bh))
      return { error: MESSAGES.googleSignInNotThisBrowser };
    if (!(await this.spent.spend(state.nonce, new Date(state.exp))))
      return { error: MESSAGES.googleSignInNotThisBrowser };
    return { state };
  }

  /** The keyed hash of the request's browser secret, or null without the cookie. */
  browserHashOf(req: Request): string | null {
    const secret = readCookie(req, SIGN_IN_COOKIE);
    return secret ? this.hashSecret(secret) : null;
  }

  /** The sign-in is over (redeemed, failed or handed to a ticket): the cookie goes. */
  clear(res: Response): void {
    res.clearCookie(SIGN_IN_COOKIE, this.cookieOptions());
  }

  private cookieOptions(): CookieOptions {
    // Lax, not Strict: the callback is a top-level navigation coming back from Google.
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path: SIGN_IN_COOKIE_PATH };
  }

  private hashSecret(secret: string): string {
    return createHmac('sha256', this.browserKey).update(secret).digest('base64url');
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.stateKey).update(payload).digest('base64url');
  }
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
