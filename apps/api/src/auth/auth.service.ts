import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  encodeTokenForLink,
  errorBody,
  MESSAGES,
  normalizeEmail,
  RESEND_CODE_COUNTDOWN_SECONDS,
  TAuthResponse,
  TEmailVerifyBody,
  TLoginBody,
  TProfileUpdateBody,
  TRegisterBody,
  TResetPasswordBody,
  TSessionUser,
  TSocialBody,
} from '@app/contracts';
import { hash, verify } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { ACCOUNT_LIMITS } from '../common/rate-limit/rate-limit.policies';
import { RateLimiter, TooManyRequestsException } from '../common/rate-limit/rate-limiter.service';
import { AppConfig } from '../config/app-config';
import { StorageService } from '../storage/storage.service';
import { MailService } from '../mail/mail.service';
import { passwordResetMail, verificationCodeMail } from '../mail/mail.templates';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EmailCode } from './email-code.entity';
import { CODE_MESSAGES, CODE_TTL_MINUTES, EmailCodesService } from './email-codes.service';
import { isCommonPassword } from './password-policy';
import { PasswordReset } from './password-reset.entity';
import { RESET_TTL_SECONDS, SocialTicketClaims, TokenService } from './token.service';

export const AUTH_MESSAGES = {
  blocked: 'This account has been blocked. Please contact support.',
  codeInvalid: CODE_MESSAGES.invalid,
  codeExpired: CODE_MESSAGES.expired,
  codeBurned: CODE_MESSAGES.burned,
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  pictureNotIssued: 'Pictures must be uploaded through this site before they can be used.',
  socialTicketInvalid: 'Google sign-in could not be confirmed. Please try again.',
  socialNoAccount: 'No account is linked to this Google account yet. Please sign up with Google.',
} as const;

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  /** Compared against when no account matches, so a wrong email costs as long as a wrong password. */
  private readonly dummyHash: Promise<string>;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(EmailCode) private readonly codes: Repository<EmailCode>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly usersService: UsersService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly codesService: EmailCodesService,
  ) {
    this.dummyHash = hash(randomUUID(), ARGON2_OPTIONS);
  }

  hashPassword(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** The spec's rule is checked by the contract; this adds the common-password list. */
  assertNotCommon(password: string, field = 'password'): void {
    if (isCommonPassword(password)) {
      throw new BadRequestException(
        errorBody(400, MESSAGES.passwordTooCommon, {
          errors: [{ path: field, message: MESSAGES.passwordTooCommon }],
        }),
      );
    }
  }

  async authResponse(user: User, viaGoogle = false): Promise<TAuthResponse['data']> {
    return {
      token: this.tokens.signSession(user, { viaGoogle }),
      user: await this.usersService.toSessionUser(user),
    };
  }

  async register({ email, password }: TRegisterBody): Promise<TAuthResponse['data']> {
    this.assertNotCommon(password);
    const normalized = normalizeEmail(email);
    if (await this.users.existsBy({ email: normalized }))
      throw new BadRequestException(MESSAGES.emailExists);
    const passwordHash = await this.hashPassword(password);
    let user: User;
    try {
      user = await this.users.save(
        this.users.create({ email: normalized, passwordHash, roles: ['user'] }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new BadRequestException(MESSAGES.emailExists);
      throw error;
    }
    await this.sendVerificationCode(user);
    return this.authResponse(user);
  }

  async login({ email, password }: TLoginBody): Promise<TAuthResponse['data']> {
    const normalized = normalizeEmail(email);
    const { loginAttemptsPerMinute: perMinute, loginAttemptsPerHour: perHour } = ACCOUNT_LIMITS;
    await this.limiter.hit(
      `account-login:minute:${normalized}`,
      perMinute.limit,
      perMinute.windowSeconds,
    );
    await this.limiter.hit(
      `account-login:hour:${normalized}`,
      perHour.limit,
      perHour.windowSeconds,
    );

    const user = await this.users.findOneBy({ email: normalized });
    const passwordOk = user?.passwordHash
      ? await verify(user.passwordHash, password)
      : await verify(await this.dummyHash, password).then(() => false);
    if (!user || !passwordOk) throw new UnauthorizedException(MESSAGES.wrongEmailOrPassword);
    if (user.isBlocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
    if (!user.isEmailConfirmed) {
      await this.sendVerificationCode(user, { skipIfRecent: true });
      throw new ForbiddenException(MESSAGES.verifyEmailFirst);
    }
    return this.authResponse(user);
  }

  /** `{ code }` with the registration token (current user), or `{ email, code }`. */
  async verifyEmail(body: TEmailVerifyBody, current?: User): Promise<TAuthResponse['data']> {
    const user =
      current ??
      (body.email ? await this.users.findOneBy({ email: normalizeEmail(body.email) }) : null);
    if (!user) {
      if (!body.email) throw new UnauthorizedException(MESSAGES.unauthorized);
      throw new BadRequestException(AUTH_MESSAGES.codeInvalid);
    }
    // By email (no token), a confirmed or blocked account answers like an unknown email: the
    // code is the only proof here, and a confirmed account has none left (decision 0011).
    if (!current && (user.isEmailConfirmed || user.isBlocked))
      throw new BadRequestException(AUTH_MESSAGES.codeInvalid);
    if (user.isBlocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
    if (user.isEmailConfirmed) return this.authResponse(user);

    const code = await this.codesService.check(user.id, 'verify-email', body.code);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { isEmailConfirmed: true });
      await this.codesService.remove(manager, code.id);
    });
    user.isEmailConfirmed = true;
    return this.authResponse(user);
  }

  /** Answers success whether or not the email has an account (no enumeration). */
  async resendCode(email: string | undefined, current?: User): Promise<void> {
    const user =
      current ?? (email ? await this.users.findOneBy({ email: normalizeEmail(email) }) : null);
    if (!user) {
      if (!email) throw new UnauthorizedException(MESSAGES.unauthorized);
      return;
    }
    if (user.isEmailConfirmed || user.isBlocked) return;
    const wait = await this.secondsUntilResendAllowed(user.id);
    if (wait > 0) {
      throw new HttpException(
        errorBody(429, `Please wait ${wait} seconds before requesting a new code.`),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    await this.sendVerificationCode(user);
  }

  private async secondsUntilResendAllowed(userId: string): Promise<number> {
    const last = await this.codes.findOne({
      where: { userId, purpose: 'verify-email' },
      select: { createdAt: true },
    });
    if (!last) return 0;
    const elapsed = (Date.now() - last.createdAt.getTime()) / 1000;
    return Math.max(0, Math.ceil(RESEND_CODE_COUNTDOWN_SECONDS - elapsed));
  }

  /** Replaces the account's code with a new one and mails it. */
  private async sendVerificationCode(user: User, { skipIfRecent = false } = {}): Promise<void> {
    if (skipIfRecent && (await this.secondsUntilResendAllowed(user.id)) > 0) return;
    const code = await this.codesService.issue(user.id, 'verify-email');
    await this.mail.send(user.email, verificationCodeMail(code, CODE_TTL_MINUTES));
  }

  /**
   * Always answers at once; the link is made and mailed in the background so that the
   * answer and its timing say nothing about whether the account exists.
   */
  requestPasswordReset(email: string): void {
    void this.sendResetLink(normalizeEmail(email)).catch((error: unknown) =>
      this.logger.error(
        `Reset link for an account failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  /** Mails a reset link to an existing, unblocked account (bounded per hour). */
  async sendResetLink(email: string): Promise<boolean> {
    const user = await this.users.findOneBy({ email: normalizeEmail(email) });
    if (!user || user.isBlocked) return false;
    const { limit, windowSeconds } = ACCOUNT_LIMITS.resetMailsPerHour;
    try {
      await this.limiter.hit(`account-reset:${user.id}`, limit, windowSeconds);
    } catch (error) {
      if (error instanceof TooManyRequestsException) return false;
      throw error;
    }
    const id = randomUUID();
    await this.dataSource.getRepository(PasswordReset).insert({
      id,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000),
      usedAt: null,
    });
    const token = this.tokens.signReset(user.id, id);
    const link = `${this.config.webOrigin}/forgot-password/${encodeTokenForLink(token)}`;
    return this.mail.send(user.email, passwordResetMail(link));
  }

  /** Single use, 1 hour; signs the account out everywhere and confirms the email it was sent to. */
  async resetPassword({ token, password }: TResetPasswordBody): Promise<void> {
    const claims = this.tokens.verifyReset(token);
    if (!claims) throw new BadRequestException(AUTH_MESSAGES.resetLinkInvalid);
    this.assertNotCommon(password);
    const passwordHash = await this.hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const [used] = (await manager.query(
        `UPDATE password_resets SET used_at = now()
          WHERE id = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
          RETURNING id`,
        [claims.jti, claims.sub],
      )) as [unknown[], number];
      if (used.length === 0) throw new BadRequestException(AUTH_MESSAGES.resetLinkInvalid);
      await manager
        .createQueryBuilder()
        .update(User)
        .set({ passwordHash, isEmailConfirmed: true, tokenVersion: () => 'token_version + 1' })
        .where('id = :id', { id: claims.sub })
        .execute();
    });
  }

  /**
   * Sign-in with a Google identity, accepted only through the short-lived ticket signed by
   * this server's own Google callback: the identity comes from the ticket, never from the
   * body, so a client cannot sign in as anyone by naming an email.
   */
  async socialSignIn(body: TSocialBody, createIfMissing: boolean): Promise<TAuthResponse['data']> {
    const claims = this.tokens.verifySocialTicket(body.ticket);
    if (!claims) throw new UnauthorizedException(AUTH_MESSAGES.socialTicketInvalid);
    let user = await this.findOrLinkGoogleUser(claims);
    if (!user) {
      if (!createIfMissing) throw new NotFoundException(AUTH_MESSAGES.socialNoAccount);
      user = await this.createGoogleUser(claims);
    }
    if (user.isBlocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
    return this.authResponse(user, true);
  }

  /** By Google id; else by a Google-verified email, linking the account. */
  async findOrLinkGoogleUser(claims: Omit<SocialTicketClaims, 'typ'>): Promise<User | null> {
    const byGoogle = await this.users.findOneBy({ googleId: claims.googleId });
    if (byGoogle) return byGoogle;
    if (!claims.emailVerified) return null;
    const byEmail = await this.users.findOneBy({ email: normalizeEmail(claims.email) });
    if (!byEmail) return null;
    await this.users.update(
      { id: byEmail.id },
      {
        googleId: claims.googleId,
        isEmailConfirmed: true,
        profilePicUrl: byEmail.profilePicUrl ?? claims.avatar ?? null,
      },
    );
    return this.users.findOneByOrFail({ id: byEmail.id });
  }

  /** A new account from a Google identity: confirmed when Google vouches for the email. */
  async createGoogleUser(claims: Omit<SocialTicketClaims, 'typ'>): Promise<User> {
    const [firstName, ...rest] = (claims.name ?? '').trim().split(/\s+/);
    try {
      return await this.users.save(
        this.users.create({
          email: normalizeEmail(claims.email),
          passwordHash: null,
          googleId: claims.googleId,
          firstName: (claims.givenName ?? firstName ?? '').slice(0, 50) || null,
          lastName: (claims.familyName ?? rest.join(' ')).slice(0, 50) || null,
          profilePicUrl: claims.avatar ?? null,
          isEmailConfirmed: claims.emailVerified,
          roles: ['user'],
        }),
      );
    } catch (error) {
      // An account with this email exists but Google did not verify the address: no link.
      if (isUniqueViolation(error)) throw new BadRequestException(MESSAGES.emailExists);
      throw error;
    }
  }

  async updateProfile(user: User, body: TProfileUpdateBody): Promise<TSessionUser> {
    const changes = await this.profileChanges(body);
    if (Object.keys(changes).length > 0) await this.users.update({ id: user.id }, changes);
    const fresh = await this.users.findOneByOrFail({ id: user.id });
    return this.usersService.toSessionUser(fresh);
  }

  /**
   * The column changes of a profile update, every field checked first (400 before anything
   * is written), so that callers apply a request whole or not at all.
   */
  async profileChanges(body: TProfileUpdateBody): Promise<Partial<User>> {
    const changes: Partial<User> = {};
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    for (const [field, column] of [
      ['profilePicture', 'profilePicUrl'],
      ['bannerPicture', 'bannerPicUrl'],
    ] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (value !== null && !(await this.storage.isIssuedPublicUrl(value))) {
        throw new BadRequestException(
          errorBody(400, AUTH_MESSAGES.pictureNotIssued, {
            errors: [{ path: field, message: AUTH_MESSAGES.pictureNotIssued }],
          }),
        );
      }
      changes[column] = value;
    }
    return changes;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { driverError?: { code?: string } }).driverError?.code === '23505'
  );
}
