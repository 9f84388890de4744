import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  Logger,
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
  TRegisterBody,
  TResetPasswordBody,
  AUTH_MESSAGES,
  API_MESSAGE_TEMPLATES,
  preferredLocale,
} from '@app/contracts';
import { hash, verify } from '@node-rs/argon2';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { clientAddressKey } from '../common/rate-limit/client-address';
import { CounterStore } from '../common/rate-limit/counter-store.service';
import { ACCOUNT_LIMITS } from '../common/rate-limit/rate-limit.policies';
import { RateLimiter, TooManyRequestsException } from '../common/rate-limit/rate-limiter.service';
import { AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/query-logger';
import { mailLocale } from '../mail/mail-locale';
import { MailService } from '../mail/mail.service';
import { failedSignInsMail, passwordResetMail, verificationCodeMail } from '../mail/mail.templates';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { EmailCode } from './email-code.entity';
import { CODE_TTL_MINUTES, EmailCodesService } from './email-codes.service';
import { isCommonPassword } from './password-policy';
import { PasswordResetsService } from './password-resets.service';
import { RESET_TTL_SECONDS, TokenService } from './token.service';
import { createUser, updateUser } from '../users/users.repository';

/** The account id a code is checked against when no account waits for one (none has it). */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

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
    private readonly counters: CounterStore,
    private readonly config: AppConfig,
    private readonly codesService: EmailCodesService,
    private readonly resets: PasswordResetsService,
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

  async authResponse(
    user: User,
    viaGoogle = false,
    remember = true,
  ): Promise<TAuthResponse['data']> {
    return {
      token: this.tokens.signSession(user, { viaGoogle, remember }),
      user: await this.usersService.toSessionUser(user),
    };
  }

  /**
   * The account keeps the language it registered in (the body's, else the request's
   * Accept-Language): its mails, starting with the code, are in it (issue 19).
   */
  async register(
    { email, password, language }: TRegisterBody,
    acceptLanguage?: string,
    clientAddress?: string,
  ): Promise<TAuthResponse['data']> {
    this.assertNotCommon(password);
    const normalized = normalizeEmail(email);
    // The spec says when an email exists; saying so costs the asker: the same hashing as a
    // registration (no answer by timing), and a few such answers per client and hour, after
    // which every registration from it waits (decision 0057).
    const { limit, windowSeconds } = ACCOUNT_LIMITS.registerExistingPerClientPerHour;
    const existingKey = `register-existing:${clientAddressKey(clientAddress)}`;
    const asked = await this.counters.read(existingKey);
    if (asked.count >= limit) throw new TooManyRequestsException(asked.resetSeconds || 1, limit);
    const [exists, passwordHash] = await Promise.all([
      this.users.existsBy({ email: normalized }),
      this.hashPassword(password),
    ]);
    const refuse = async () => {
      await this.counters.add(existingKey, windowSeconds);
      return new BadRequestException(MESSAGES.emailExists);
    };
    if (exists) throw await refuse();
    let user: User;
    try {
      user = await createUser(this.users.manager, {
        email: normalized,
        passwordHash,
        roles: ['user'],
        language: language ?? preferredLocale(acceptLanguage),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw await refuse();
      throw error;
    }
    // The code is mailed after the answer, so that the mail's round trip does not tell a new
    // address from a known one either.
    void this.sendVerificationCode(user, { acceptLanguage }).catch((error: unknown) =>
      this.logger.error(
        `Code mail of a registration failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
    return this.authResponse(user);
  }

  /**
   * Without `rememberMe: false` the session keeps the spec's 7 days. Failed attempts are
   * counted per account (whether it exists or not, so the answers say nothing) and per
   * account and client: see ACCOUNT_LIMITS and decision 0057.
   */
  async login(
    { email, password, rememberMe }: TLoginBody,
    acceptLanguage?: string,
    clientAddress?: string,
  ): Promise<TAuthResponse['data']> {
    const normalized = normalizeEmail(email);
    const client = `login-failed:client:${normalized}:${clientAddressKey(clientAddress)}`;
    const { loginFailuresPerMinute: perMinute, loginFailuresPerHour: perHour } = ACCOUNT_LIMITS;
    const [minute, hour, failing] = await Promise.all([
      this.counters.read(`login-failed:minute:${normalized}`),
      this.counters.read(`login-failed:hour:${normalized}`),
      this.counters.read(client),
    ]);
    const over = [
      minute.count >= perMinute.limit ? minute.resetSeconds : 0,
      hour.count >= perHour.limit ? hour.resetSeconds : 0,
    ].filter((seconds) => seconds > 0);
    // Under attack, a client that has been failing here gets no more password checks.
    if (over.length > 0 && failing.count > 0)
      throw new TooManyRequestsException(Math.max(1, Math.min(...over)), perMinute.limit);

    const user = await this.users.findOneBy({ email: normalized });
    const passwordOk = user?.passwordHash
      ? await verify(user.passwordHash, password)
      : await verify(await this.dummyHash, password).then(() => false);
    if (!user || !passwordOk) {
      await this.countLoginFailure(normalized, client, user, acceptLanguage);
      throw new UnauthorizedException(MESSAGES.wrongEmailOrPassword);
    }
    // The right password: this client is not failing here any more.
    await this.counters.clear(client);
    if (user.isBlocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
    if (!user.isEmailConfirmed) {
      await this.sendVerificationCode(user, { skipIfRecent: true, acceptLanguage });
      throw new ForbiddenException(MESSAGES.verifyEmailFirst);
    }
    return this.authResponse(user, false, rememberMe !== false);
  }

  /**
   * One failed sign-in: counted for the account and for this client there; when an hour's
   * failures reach the alert mark, the owner is told (once: the count passes the mark once
   * per hour window).
   */
  private async countLoginFailure(
    email: string,
    clientKey: string,
    user: User | null,
    acceptLanguage?: string,
  ): Promise<void> {
    const { loginFailuresPerMinute: perMinute, loginFailuresPerHour: perHour } = ACCOUNT_LIMITS;
    const [, hour] = await Promise.all([
      this.counters.add(`login-failed:minute:${email}`, perMinute.windowSeconds),
      this.counters.add(`login-failed:hour:${email}`, perHour.windowSeconds),
      this.counters.add(clientKey, ACCOUNT_LIMITS.loginClientFailureWindowSeconds),
    ]);
    if (!user || hour.count !== ACCOUNT_LIMITS.loginFailureAlertAt) return;
    const reset = `${this.config.webOrigin}/forgot-password`;
    void this.mail
      .send(
        user.email,
        failedSignInsMail(hour.count, reset, mailLocale(user.language, acceptLanguage)),
      )
      .catch((error: unknown) =>
        this.logger.error(
          `Failed sign-in notice for an account failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }

  /** `{ code }` with the registration token (current user), or `{ email, code }`. */
  async verifyEmail(body: TEmailVerifyBody, current?: User): Promise<TAuthResponse['data']> {
    if (!current) {
      if (!body.email) throw new UnauthorizedException(MESSAGES.unauthorized);
      return this.verifyEmailByAddress(body.email, body.code);
    }
    if (current.isBlocked) throw new ForbiddenException(AUTH_MESSAGES.blocked);
    if (current.isEmailConfirmed) return this.authResponse(current);
    const code = await this.codesService.check(current.id, 'verify-email', body.code);
    return this.confirmEmail(current, code.id);
  }

  /**
   * By email (no token) the code is the only proof, so every failure answers alike and costs
   * alike: an unknown, confirmed or blocked address, and a wrong, expired, burned or missing
   * code (decisions 0011, 0015). A code is checked either way, against no account if need be.
   */
  private async verifyEmailByAddress(email: string, given: string) {
    const user = await this.users.findOneBy({ email: normalizeEmail(email) });
    const pending = user && !user.isEmailConfirmed && !user.isBlocked ? user : null;
    let codeId: string;
    try {
      codeId = (await this.codesService.check(pending?.id ?? NO_ACCOUNT, 'verify-email', given)).id;
    } catch (error) {
      if (error instanceof BadRequestException)
        throw new BadRequestException(AUTH_MESSAGES.codeInvalid);
      throw error;
    }
    if (!pending) throw new BadRequestException(AUTH_MESSAGES.codeInvalid);
    return this.confirmEmail(pending, codeId);
  }

  private async confirmEmail(user: User, codeId: string): Promise<TAuthResponse['data']> {
    await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, user.id, { isEmailConfirmed: true });
      await this.codesService.remove(manager, codeId);
    });
    user.isEmailConfirmed = true;
    return this.authResponse(user);
  }

  /**
   * With the token: a new code at most every 20 seconds (429 says how long to wait). By email:
   * the same success at once for any address (no enumeration by answer or timing); a code is
   * mailed in the background when the account is unconfirmed and its countdown is over.
   */
  async resendCode(
    email: string | undefined,
    current?: User,
    acceptLanguage?: string,
  ): Promise<void> {
    if (!current) {
      if (!email) throw new UnauthorizedException(MESSAGES.unauthorized);
      void this.resendByEmail(normalizeEmail(email), acceptLanguage).catch((error: unknown) =>
        this.logger.error(
          `Code resend for an account failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      return;
    }
    if (current.isEmailConfirmed || current.isBlocked) return;
    const wait = await this.secondsUntilResendAllowed(current.id);
    if (wait > 0) {
      throw new TooManyRequestsException(wait, 1, API_MESSAGE_TEMPLATES.waitForNewCode(wait));
    }
    const capped = await this.sendVerificationCode(current, { acceptLanguage });
    if (capped > 0) {
      throw new TooManyRequestsException(
        capped,
        ACCOUNT_LIMITS.codeMailsPerAddressPerHour.limit,
        API_MESSAGE_TEMPLATES.waitForNewCode(capped),
      );
    }
  }

  private async resendByEmail(email: string, acceptLanguage?: string): Promise<void> {
    const user = await this.users.findOneBy({ email });
    if (!user || user.isEmailConfirmed || user.isBlocked) return;
    await this.sendVerificationCode(user, { skipIfRecent: true, acceptLanguage });
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

  /**
   * Replaces the account's code with a new one and mails it, unless the address has had its
   * code mails for the hour or the day: then nothing changes, and the answer is the seconds
   * until one may go (0 when mailed, or skipped as too recent).
   */
  private async sendVerificationCode(
    user: User,
    {
      skipIfRecent = false,
      acceptLanguage,
    }: { skipIfRecent?: boolean; acceptLanguage?: string } = {},
  ): Promise<number> {
    if (skipIfRecent && (await this.secondsUntilResendAllowed(user.id)) > 0) return 0;
    const capped = await this.codesService.reserveMail(user.email);
    if (capped > 0) return capped;
    const code = await this.codesService.issue(user.id, 'verify-email');
    await this.mail.send(
      user.email,
      verificationCodeMail(code, CODE_TTL_MINUTES, mailLocale(user.language, acceptLanguage)),
    );
    return 0;
  }

  /**
   * Always answers at once; the link is made and mailed in the background so that the
   * answer and its timing say nothing about whether the account exists.
   */
  requestPasswordReset(email: string, acceptLanguage?: string): void {
    void this.sendResetLink(normalizeEmail(email), acceptLanguage).catch((error: unknown) =>
      this.logger.error(
        `Reset link for an account failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  /** Mails a reset link to an existing, unblocked account (bounded per hour). */
  async sendResetLink(email: string, acceptLanguage?: string): Promise<boolean> {
    const user = await this.users.findOneBy({ email: normalizeEmail(email) });
    if (!user || user.isBlocked) return false;
    const { limit, windowSeconds } = ACCOUNT_LIMITS.resetMailsPerHour;
    try {
      await this.limiter.hit(`account-reset:${user.id}`, limit, windowSeconds);
    } catch (error) {
      if (error instanceof TooManyRequestsException) return false;
      throw error;
    }
    const id = await this.resets.issue(user.id, RESET_TTL_SECONDS);
    const token = this.tokens.signReset(user.id, id);
    const link = `${this.config.webOrigin}/forgot-password/${encodeTokenForLink(token)}`;
    return this.mail.send(
      user.email,
      passwordResetMail(link, mailLocale(user.language, acceptLanguage)),
    );
  }

  /**
   * Every outstanding reset link of the account stops working: called on any change of the
   * password or the email (account settings, admin invites) and on a completed reset.
   */
  revokeResetLinks(userId: string, manager?: EntityManager): Promise<void> {
    return this.resets.revokeAll(userId, manager);
  }

  /**
   * Single use, 1 hour, only the account's newest link; signs the account out everywhere,
   * confirms the email it was sent to and revokes every other link.
   */
  async resetPassword({ token, password }: TResetPasswordBody): Promise<void> {
    const claims = this.tokens.verifyReset(token);
    if (!claims) throw new BadRequestException(AUTH_MESSAGES.resetLinkInvalid);
    this.assertNotCommon(password);
    const passwordHash = await this.hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.resets.consume(manager, claims.jti, claims.sub)))
        throw new BadRequestException(AUTH_MESSAGES.resetLinkInvalid);
      await this.resets.revokeAll(claims.sub, manager);
      await updateUser(manager, claims.sub, {
        passwordHash,
        isEmailConfirmed: true,
        tokenVersion: () => 'token_version + 1',
      });
    });
  }
}
