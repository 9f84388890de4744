import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Profile, Strategy } from 'passport-google-oauth20';
import { AppConfig } from '../config/app-config';
import type { SocialTicketClaims } from './token.service';

export type GoogleIdentity = Omit<SocialTicketClaims, 'typ' | 'jti' | 'exp' | 'bh'>;

/**
 * passport-google-oauth20 against Google, or the GOOGLE_*_URL overrides (tests run a local
 * OAuth 2 server). When Google is not configured the start route answers 503 before this
 * strategy is used, so placeholder credentials never reach a provider.
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(config: AppConfig) {
    const env = config.env;
    super({
      clientID: env.GOOGLE_CLIENT_ID ?? 'google-not-configured',
      clientSecret: env.GOOGLE_CLIENT_SECRET ?? 'google-not-configured',
      callbackURL: `${config.webOrigin}/api/auth/google/callback`,
      scope: ['openid', 'email', 'profile'],
      ...(env.GOOGLE_AUTH_URL ? { authorizationURL: env.GOOGLE_AUTH_URL } : {}),
      ...(env.GOOGLE_TOKEN_URL ? { tokenURL: env.GOOGLE_TOKEN_URL } : {}),
      ...(env.GOOGLE_USERINFO_URL ? { userProfileURL: env.GOOGLE_USERINFO_URL } : {}),
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): GoogleIdentity | false {
    const email = profile.emails?.[0];
    if (!profile.id || !email?.value) return false;
    const json = (profile._json ?? {}) as { email_verified?: boolean | string };
    const verified =
      email.verified === true || json.email_verified === true || json.email_verified === 'true';
    return {
      googleId: profile.id,
      email: email.value,
      emailVerified: verified,
      name: profile.displayName || undefined,
      givenName: profile.name?.givenName || undefined,
      familyName: profile.name?.familyName || undefined,
      avatar: profile.photos?.[0]?.value || undefined,
    };
  }
}
