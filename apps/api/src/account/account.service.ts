import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ACCOUNT_MESSAGES,
  API_MESSAGE_TEMPLATES,
  errorBody,
  GOOGLE_REAUTH_SECONDS,
  MESSAGES,
  normalizeEmail,
  TAccountProfileBody,
  TAccountSettings,
  TAuthResponse,
  TChangeEmailBody,
  TChangePasswordBody,
  TDeleteAccountBody,
  TNotificationPrefs,
  TSessionUser,
  ZAccountProfileBodySchema,
  TLocale,
} from '@app/contracts';
import { verify } from '@node-rs/argon2';
import { DataSource, Repository } from 'typeorm';
import { AuthService } from '../auth/auth.service';
import { CODE_TTL_MINUTES, EmailCodesService } from '../auth/email-codes.service';
import { TokenService } from '../auth/token.service';
import { ACCOUNT_LIMITS } from '../common/rate-limit/rate-limit.policies';
import { RateLimiter, TooManyRequestsException } from '../common/rate-limit/rate-limiter.service';
import { AppConfig } from '../config/app-config';
import { mailLocale } from '../mail/mail-locale';
import { MailService } from '../mail/mail.service';
import { emailChangeCodeMail, emailChangedMail } from '../mail/mail.templates';
import { notificationPrefsOf } from '../users/mail-preferences';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountDeletionService } from './account-deletion.service';
import { ProfileService } from './profile.service';
import { updateUser } from '../users/users.repository';

/** 400 with one field error, in the shape of the contract's validation errors. */
function fieldError(path: string, message: string): BadRequestException {
  return new BadRequestException(errorBody(400, message, { errors: [{ path, message }] }));
}

/**
 * Account settings of the signed-in person (issue #9, docs/decisions/0007). Anything that
 * changes how the account signs in needs proof: the current password, or for an account
 * without one a Google sign-in of the last 10 minutes (the session token says when).
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly usersService: UsersService,
    private readonly deletion: AccountDeletionService,
    private readonly profile: ProfileService,
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly codes: EmailCodesService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async settings(user: User): Promise<TAccountSettings> {
    const fresh = await this.users.findOneByOrFail({ id: user.id });
    return {
      email: fresh.email,
      pendingEmail: await this.codes.pendingEmail(fresh.id),
      firstName: fresh.firstName,
      lastName: fresh.lastName,
      city: fresh.city,
      state: fresh.state,
      profilePicUrl: fresh.profilePicUrl,
      hasPassword: fresh.passwordHash !== null,
      googleLinked: fresh.googleId !== null,
      notifications: notificationPrefsOf(fresh),
    };
  }

  async updateProfile(
    user: User,
    body: TAccountProfileBody,
  ): Promise<{ user: TSessionUser; settings: TAccountSettings }> {
    // The contract parsed the body already; parsing again gives the transformed values' type.
    const parsed = ZAccountProfileBodySchema.parse(body);
    // Every field is checked before anything is written, then one UPDATE applies them all:
    // a request is applied whole or not at all (issue 16 item 12).
    const changes = await this.profile.profileChanges({
      firstName: parsed.firstName,
      lastName: parsed.lastName,
      ...(parsed.profilePicture !== undefined ? { profilePicture: parsed.profilePicture } : {}),
    });
    if (parsed.city !== undefined) changes.city = parsed.city;
    if (parsed.state !== undefined) changes.state = parsed.state;
    if (Object.keys(changes).length > 0) await updateUser(this.users.manager, user.id, changes);
    const fresh = await this.users.findOneByOrFail({ id: user.id });
    return {
      user: await this.usersService.toSessionUser(fresh),
      settings: await this.settings(user),
    };
  }

  /** Mails a code to the new address; nothing changes until it is confirmed. */
  async changeEmail(
    user: User,
    authorization: string | undefined,
    body: TChangeEmailBody,
    acceptLanguage?: string,
  ): Promise<{ pendingEmail: string }> {
    await this.assertIdentity(user, authorization, body.currentPassword);
    const newEmail = normalizeEmail(body.newEmail);
    if (newEmail === user.email) throw fieldError('newEmail', ACCOUNT_MESSAGES.sameEmail);
    if (await this.users.existsBy({ email: newEmail }))
      throw fieldError('newEmail', MESSAGES.emailExists);
    // The new address is nobody's confirmed address yet: its code mails are capped.
    const capped = await this.codes.reserveMail(newEmail);
    if (capped > 0)
      throw new TooManyRequestsException(
        capped,
        ACCOUNT_LIMITS.codeMailsPerAddressPerHour.limit,
        API_MESSAGE_TEMPLATES.waitForNewCode(capped),
      );
    const code = await this.codes.issue(user.id, 'change-email', newEmail);
    await this.mail.send(
      newEmail,
      emailChangeCodeMail(code, CODE_TTL_MINUTES, mailLocale(user.language, acceptLanguage)),
    );
    return { pendingEmail: newEmail };
  }

  /** The code makes the new address the account's (confirmed); the old one is told. */
  async confirmEmail(user: User, code: string, acceptLanguage?: string): Promise<TSessionUser> {
    const row = await this.codes.check(
      user.id,
      'change-email',
      code,
      ACCOUNT_MESSAGES.noPendingEmail,
    );
    const newEmail = row.newEmail;
    if (!newEmail) throw new BadRequestException(ACCOUNT_MESSAGES.noPendingEmail);
    const oldEmail = user.email;
    try {
      await this.dataSource.transaction(async (manager) => {
        await updateUser(manager, user.id, { email: newEmail, isEmailConfirmed: true });
        await this.codes.remove(manager, row.id);
        await this.auth.revokeResetLinks(user.id, manager);
      });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23505')
        throw fieldError('code', MESSAGES.emailExists);
      throw error;
    }
    await this.mail.send(
      oldEmail,
      emailChangedMail(
        newEmail,
        `${this.config.webOrigin}/forgot-password`,
        mailLocale(user.language, acceptLanguage),
      ),
    );
    return this.usersService.toSessionUser(await this.users.findOneByOrFail({ id: user.id }));
  }

  /**
   * Changes the password (or sets a first one on a Google-only account) and signs every
   * other session out: the token version moves on and this device gets a new token.
   */
  async changePassword(
    user: User,
    authorization: string | undefined,
    body: TChangePasswordBody,
  ): Promise<TAuthResponse['data']> {
    await this.assertIdentity(user, authorization, body.currentPassword);
    this.auth.assertNotCommon(body.newPassword, 'newPassword');
    const passwordHash = await this.auth.hashPassword(body.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await updateUser(manager, user.id, { passwordHash, tokenVersion: () => 'token_version + 1' });
      await this.auth.revokeResetLinks(user.id, manager);
    });
    // The new session keeps the old one's 'Remember me' choice (a 12-hour session stays one).
    const current = this.tokens.verifySession(authorization?.replace(/^Bearer\s+/i, '') ?? '');
    return this.auth.authResponse(
      await this.users.findOneByOrFail({ id: user.id }),
      false,
      current?.rem !== false,
    );
  }

  /** Never leaves an account without a way in: only with a password. */
  async unlinkGoogle(user: User): Promise<TAccountSettings> {
    if (user.googleId === null) throw new ConflictException(ACCOUNT_MESSAGES.googleNotLinked);
    if (user.passwordHash === null)
      throw new ConflictException(ACCOUNT_MESSAGES.unlinkNeedsPassword);
    await updateUser(this.users.manager, user.id, { googleId: null });
    return this.settings(user);
  }

  async signOutEverywhere(user: User): Promise<void> {
    await updateUser(this.users.manager, user.id, { tokenVersion: () => 'token_version + 1' });
  }

  /** The language of the person's pages and mails (issue 19). */
  async setLanguage(user: User, language: TLocale): Promise<{ language: TLocale }> {
    await updateUser(this.users.manager, user.id, { language });
    return { language };
  }

  async updateNotifications(user: User, prefs: TNotificationPrefs): Promise<TNotificationPrefs> {
    await updateUser(this.users.manager, user.id, {
      notifyReviewResponse: prefs.reviewResponse,
      notifyDecisions: prefs.decisions,
      notifyLeads: prefs.leads,
    });
    return notificationPrefsOf(await this.users.findOneByOrFail({ id: user.id }));
  }

  /**
   * Deletes the account through the one deletion path (docs/decisions/0006: reviews go,
   * ratings are recomputed in the same transaction). Password accounts confirm with the
   * password; Google-only accounts by typing their email, with the same proof as every other
   * sensitive change: a Google sign-in of the last 10 minutes (a stolen or forgotten old
   * session cannot delete the account).
   */
  async deleteAccount(
    user: User,
    authorization: string | undefined,
    body: TDeleteAccountBody,
  ): Promise<void> {
    if (user.passwordHash !== null) {
      await this.checkPassword(user, body.password, 'password');
    } else {
      if (normalizeEmail(body.email ?? '') !== user.email)
        throw fieldError('email', ACCOUNT_MESSAGES.deleteEmailMismatch);
      await this.assertIdentity(user, authorization, undefined);
    }
    await this.deletion.deleteAccount(user.id);
  }

  /** The current password, or a recent Google sign-in for an account without one. */
  private async assertIdentity(
    user: User,
    authorization: string | undefined,
    currentPassword: string | undefined,
  ): Promise<void> {
    if (user.passwordHash !== null) {
      await this.checkPassword(user, currentPassword, 'currentPassword');
      return;
    }
    const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
    const googleAt = this.tokens.verifySession(token)?.gat;
    const now = Math.floor(Date.now() / 1000);
    if (!googleAt || now - googleAt > GOOGLE_REAUTH_SECONDS)
      throw new ForbiddenException(ACCOUNT_MESSAGES.googleReauthRequired);
  }

  /** Counted per account like login attempts, so the password cannot be guessed here either. */
  private async checkPassword(user: User, password: string | undefined, field: string) {
    if (!password) throw fieldError(field, ACCOUNT_MESSAGES.currentPasswordRequired);
    const { passwordChecksPerMinute: perMinute, passwordChecksPerHour: perHour } = ACCOUNT_LIMITS;
    await this.limiter.hit(
      `account-password:minute:${user.id}`,
      perMinute.limit,
      perMinute.windowSeconds,
    );
    await this.limiter.hit(
      `account-password:hour:${user.id}`,
      perHour.limit,
      perHour.windowSeconds,
    );
    if (!(await verify(user.passwordHash!, password)))
      throw new UnauthorizedException(ACCOUNT_MESSAGES.currentPasswordWrong);
  }
}
