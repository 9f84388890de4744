import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  AUTH_MESSAGES,
  MESSAGES,
  normalizeEmail,
  preferredLocale,
  TAuthResponse,
  TSocialBody,
} from '@app/contracts';
import { DataSource, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/query-logger';
import { mailLocale } from '../mail/mail-locale';
import { MailService } from '../mail/mail.service';
import { googleLinkedMail } from '../mail/mail.templates';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { EmailCodesService } from './email-codes.service';
import type { GoogleIdentity } from './google.strategy';
import { safeEqual } from './oauth-state.service';
import { PasswordResetsService } from './password-resets.service';
import { SpentTokensService } from './spent-tokens.service';
import { TokenService } from './token.service';
import { createUser, updateUser } from '../users/users.repository';

/** Accounts signed in with Google (decision 0015): tickets, one-time codes, linking. */
@Injectable()
export class GoogleAccountsService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly codes: EmailCodesService,
    private readonly resets: PasswordResetsService,
    private readonly spent: SpentTokensService,
  ) {}

  /**
   * Sign-in with a Google identity, accepted only through the short-lived ticket signed by
   * this server's own Google callback: the identity comes from the ticket, never from the
   * body, so a client cannot sign in as anyone by naming an email. Like the one-time code, it
   * is redeemed only by the browser that started the sign-in (`browserHash`, from its HttpOnly
   * cookie): an attacker's ticket opened in a victim's browser signs nobody in (login CSRF).
   * The ticket makes one session: its id is spent then (a social-login answering 404 leaves it
   * for the register).
   */
  async socialSignIn(
    body: TSocialBody,
    createIfMissing: boolean,
    browserHash: string | null,
    acceptLanguage?: string,
  ): Promise<TAuthResponse['data']> {
    const claims = this.tokens.verifySocialTicket(body.ticket);
    if (!claims?.jti || !claims.exp)
      throw new UnauthorizedException(AUTH_MESSAGES.socialTicketInvalid);
    if (!claims.bh || !browserHash || !safeEqual(claims.bh, browserHash))
      throw new UnauthorizedException(MESSAGES.googleSignInNotThisBrowser);
    const { jti, exp, typ: _typ, bh: _bh, ...identity } = claims;
    if (!createIfMissing && !(await this.hasGoogleAccount(identity)))
      throw new NotFoundException(AUTH_MESSAGES.socialNoAccount);
    if (!(await this.spent.spend(jti, new Date(exp * 1000))))
      throw new UnauthorizedException(AUTH_MESSAGES.socialTicketInvalid);
    const user =
      (await this.findOrLinkGoogleUser(identity)) ??
      (await this.createGoogleUser(identity, acceptLanguage));
    if (user.isBlocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
    return this.auth.authResponse(user, true);
  }

  /** Whether a Google identity would sign in to an account (by its id or verified email). */
  private async hasGoogleAccount(identity: GoogleIdentity): Promise<boolean> {
    if (await this.users.existsBy({ googleId: identity.googleId })) return true;
    return identity.emailVerified && this.users.existsBy({ email: normalizeEmail(identity.email) });
  }

  /**
   * Redeems the one-time code of a Google sign-in (decision 0015): once, within its 2 minutes,
   * and only with the browser secret of the sign-in (`browserHash`, from its HttpOnly cookie).
   */
  async redeemSignInCode(code: string, browserHash: string | null): Promise<TAuthResponse['data']> {
    const refuse = () => new UnauthorizedException(MESSAGES.googleSignInNotThisBrowser);
    const claims = this.tokens.verifySignInCode(code);
    if (!claims || !browserHash || !safeEqual(claims.bh, browserHash)) throw refuse();
    if (!(await this.spent.spend(claims.jti, new Date(claims.exp * 1000)))) throw refuse();
    const user = await this.users.findOneBy({ id: claims.sub });
    if (!user) throw refuse();
    if (user.isBlocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
    return this.auth.authResponse(user, true);
  }

  /**
   * By Google id; else by a Google-verified email, linking the account. An account whose email
   * was never confirmed proves nothing about who made it: its password (perhaps chosen by
   * someone who registered another person's address), every session, reset link and code
   * die with the link, its profile starts from Google's, and the owner is told (decision 0015).
   */
  async findOrLinkGoogleUser(claims: GoogleIdentity): Promise<User | null> {
    const byGoogle = await this.users.findOneBy({ googleId: claims.googleId });
    if (byGoogle) return byGoogle;
    if (!claims.emailVerified) return null;
    const byEmail = await this.users.findOneBy({ email: normalizeEmail(claims.email) });
    if (!byEmail) return null;
    const unconfirmed = !byEmail.isEmailConfirmed;
    const droppedPassword = unconfirmed && byEmail.passwordHash !== null;
    await this.dataSource.transaction(async (manager) => {
      const fromGoogle = this.googleProfile(claims);
      await updateUser(manager, byEmail.id, {
        googleId: claims.googleId,
        isEmailConfirmed: true,
        ...(unconfirmed
          ? { ...fromGoogle, passwordHash: null, tokenVersion: () => 'token_version + 1' }
          : { profilePicUrl: byEmail.profilePicUrl ?? fromGoogle.profilePicUrl }),
      });
      if (unconfirmed) {
        await this.resets.revokeAll(byEmail.id, manager);
        await this.codes.removeAll(manager, byEmail.id);
      }
    });
    if (droppedPassword) {
      await this.mail.send(
        byEmail.email,
        googleLinkedMail(`${this.config.webOrigin}/settings`, mailLocale(byEmail.language)),
      );
    }
    return this.users.findOneByOrFail({ id: byEmail.id });
  }

  /** Names and picture of a Google identity, as a new account takes them. */
  private googleProfile(
    claims: GoogleIdentity,
  ): Pick<User, 'firstName' | 'lastName' | 'profilePicUrl'> {
    const [firstName, ...rest] = (claims.name ?? '').trim().split(/\s+/);
    return {
      firstName: (claims.givenName ?? firstName ?? '').slice(0, 50) || null,
      lastName: (claims.familyName ?? rest.join(' ')).slice(0, 50) || null,
      profilePicUrl: claims.avatar ?? null,
    };
  }

  /**
   * A new account from a Google identity: confirmed when Google vouches for the email; in the
   * language of the sign-up's request (its Accept-Language, issue 19).
   */
  async createGoogleUser(claims: GoogleIdentity, acceptLanguage?: string): Promise<User> {
    try {
      return await createUser(this.users.manager, {
        email: normalizeEmail(claims.email),
        passwordHash: null,
        googleId: claims.googleId,
        ...this.googleProfile(claims),
        isEmailConfirmed: claims.emailVerified,
        roles: ['user'],
        language: preferredLocale(acceptLanguage),
      });
    } catch (error) {
      // An account with this email exists but Google did not verify the address: no link.
      if (isUniqueViolation(error)) throw new BadRequestException(MESSAGES.emailExists);
      throw error;
    }
  }
}
