import { Injectable } from '@nestjs/common';
import { SHORT_SESSION_TTL_SECONDS, TOKEN_TTL_SECONDS } from '@app/contracts';
import { JwtService } from '@nestjs/jwt';
import { createHmac, createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';

export const RESET_TTL_SECONDS = 60 * 60;
export const SOCIAL_TICKET_TTL_SECONDS = 10 * 60;
/** The one-time code of a Google sign-in is redeemed by the page it lands on, at once. */
export const SIGN_IN_CODE_TTL_SECONDS = 2 * 60;

export interface SessionClaims {
  typ: 'session';
  sub: string;
  ver: number;
  roles: string[];
  /** When the person last proved who they are with Google (seconds), for sessions Google started. */
  gat?: number;
  /** Present (false) on a session signed in without 'Remember me': it lives 12 hours. */
  rem?: false;
}
export interface ResetClaims {
  typ: 'reset';
  sub: string;
  jti: string;
}
export interface SocialTicketClaims {
  typ: 'social';
  /** Single use: the id is spent when a session is made from the ticket. */
  jti?: string;
  exp?: number;
  /** Keyed hash of the HttpOnly browser secret of the sign-in that minted the ticket. */
  bh?: string;
  googleId: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  givenName?: string;
  familyName?: string;
  avatar?: string;
}

/** The one-time code a Google sign-in hands the web page, bound to the starting browser. */
export interface SignInCodeClaims {
  typ: 'signin';
  sub: string;
  /** Keyed hash of the HttpOnly browser secret of the sign-in (google.controller.ts). */
  bh: string;
  jti: string;
  exp: number;
}

type Purpose = 'session' | 'reset' | 'social' | 'signin';

/**
 * Signs and checks the three kinds of token. Each kind has its own key derived from
 * JWT_SECRET and its own `typ`, so no kind can be used as another; only HS256 is accepted.
 */
@Injectable()
export class TokenService {
  /**
   * HMAC keys as KeyObjects: given a string, jsonwebtoken first tries to read it as a PEM
   * public or private key and catches the failure, on every sign and verify (~0.37 ms each
   * here, against ~7 µs with a KeyObject; the same bytes, so the same tokens).
   */
  private readonly keys: Record<Purpose, KeyObject>;

  constructor(
    private readonly jwt: JwtService,
    config: AppConfig,
  ) {
    const derive = (purpose: Purpose) =>
      createSecretKey(
        purpose === 'session'
          ? config.jwtSecret
          : createHmac('sha256', config.jwtSecret).update(`token:${purpose}`).digest('base64url'),
        'utf8',
      );
    this.keys = {
      session: derive('session'),
      reset: derive('reset'),
      social: derive('social'),
      signin: derive('signin'),
    };
  }

  /** The session key is what passport-jwt checks Bearer tokens with. */
  get sessionKey(): KeyObject {
    return this.keys.session;
  }

  /**
   * `viaGoogle` marks a session that a Google sign-in just started (a recent re-authentication);
   * `remember: false` (a sign-in without 'Remember me') makes a 12-hour session instead of 7 days.
   */
  signSession(
    user: Pick<User, 'id' | 'tokenVersion' | 'roles'>,
    { viaGoogle = false, remember = true }: { viaGoogle?: boolean; remember?: boolean } = {},
  ): string {
    const claims: SessionClaims = {
      typ: 'session',
      sub: user.id,
      ver: user.tokenVersion,
      roles: user.roles,
      ...(viaGoogle ? { gat: Math.floor(Date.now() / 1000) } : {}),
      ...(remember ? {} : { rem: false as const }),
    };
    return this.jwt.sign(claims, {
      privateKey: this.keys.session,
      algorithm: 'HS256',
      expiresIn: remember ? TOKEN_TTL_SECONDS : SHORT_SESSION_TTL_SECONDS,
    });
  }

  /** The claims of a session token (already checked by the access guard), or null. */
  verifySession(token: string): SessionClaims | null {
    return this.verify<SessionClaims>(token, 'session');
  }

  signReset(userId: string, jti: string): string {
    const claims: ResetClaims = { typ: 'reset', sub: userId, jti };
    return this.jwt.sign(claims, {
      privateKey: this.keys.reset,
      algorithm: 'HS256',
      expiresIn: RESET_TTL_SECONDS,
    });
  }

  verifyReset(token: string): ResetClaims | null {
    return this.verify<ResetClaims>(token, 'reset');
  }

  /** A ticket only the browser whose sign-in secret hashes to `browserHash` may redeem. */
  signSocialTicket(
    claims: Omit<SocialTicketClaims, 'typ' | 'jti' | 'exp' | 'bh'>,
    browserHash: string,
  ): string {
    return this.jwt.sign(
      { typ: 'social', ...claims, bh: browserHash, jti: randomUUID() },
      { privateKey: this.keys.social, algorithm: 'HS256', expiresIn: SOCIAL_TICKET_TTL_SECONDS },
    );
  }

  verifySocialTicket(token: string): SocialTicketClaims | null {
    return this.verify<SocialTicketClaims>(token, 'social');
  }

  signSignInCode(userId: string, browserHash: string): string {
    return this.jwt.sign(
      { typ: 'signin', sub: userId, bh: browserHash, jti: randomUUID() },
      { privateKey: this.keys.signin, algorithm: 'HS256', expiresIn: SIGN_IN_CODE_TTL_SECONDS },
    );
  }

  verifySignInCode(token: string): SignInCodeClaims | null {
    return this.verify<SignInCodeClaims>(token, 'signin');
  }

  private verify<T extends { typ: Purpose }>(token: string, purpose: Purpose): T | null {
    try {
      const claims = this.jwt.verify<T & object>(token, {
        // A KeyObject, which jsonwebtoken takes as is; @nestjs/jwt's types say string | Buffer.
        publicKey: this.keys[purpose] as unknown as Buffer,
        algorithms: ['HS256'],
      });
      return claims.typ === purpose ? claims : null;
    } catch {
      return null;
    }
  }
}
