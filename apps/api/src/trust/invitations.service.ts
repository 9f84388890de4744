import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  INVITATIONS_PER_DAY,
  normalizeEmail,
  TInvitationSkipReason,
  TReviewInvitationsBody,
  TReviewInvitationsResult,
  TRUST_MESSAGES,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TooManyRequestsException } from '../common/rate-limit/rate-limiter.service';
import { AppConfig } from '../config/app-config';
import { mailLocale } from '../mail/mail-locale';
import { languageOfEmail } from '../users/users.repository';
import { MailService } from '../mail/mail.service';
import { reviewInvitationMail } from '../mail/mail.templates';
import { loadOwnedProvider } from '../providers/provider-ownership';
import type { User } from '../users/user.entity';
import { emailOfUser } from '../users/users.repository';
import {
  insertInvitation,
  invitationEmail,
  invitationsOfLastDay,
  isOptedOut,
  optedOutOf,
  optOut,
  recentlyInvited,
} from './invitations.repository';
import { hashToken } from './moderation.repository';

const DAY_MS = 24 * 3600 * 1000;

/** 'jane.doe@example.com' → 'j***@example.com' (an unsubscribe page shows no full address). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

/** Review invitations (issue 17): neutral mails from a provider to its clients. */
@Injectable()
export class InvitationsService {
  private readonly logger = new Logger(InvitationsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async invite(
    user: User,
    providerId: string,
    body: TReviewInvitationsBody,
  ): Promise<TReviewInvitationsResult> {
    const emails = [...new Set(body.emails.map(normalizeEmail))];
    const { result, outgoing, providerName } = await this.dataSource.transaction(
      async (manager) => {
        // The provider row lock serialises invitations of one provider (the daily count).
        const provider = await loadOwnedProvider(manager, user, providerId, { lock: true });
        const ownerEmail = await emailOfUser(manager, user.id);
        const recent = await invitationsOfLastDay(manager, providerId);
        const optedOut = await optedOutOf(manager, emails);
        const invited = await recentlyInvited(manager, providerId, emails);
        const skipped: Array<{ email: string; reason: TInvitationSkipReason }> = [];
        const toSend: string[] = [];
        for (const email of emails) {
          if (ownerEmail !== undefined && normalizeEmail(ownerEmail) === email)
            skipped.push({ email, reason: 'owner' });
          else if (optedOut.has(email)) skipped.push({ email, reason: 'unsubscribed' });
          else if (invited.has(email)) skipped.push({ email, reason: 'recently_invited' });
          else toSend.push(email);
        }
        const over = recent.length + toSend.length - INVITATIONS_PER_DAY;
        if (over > 0) {
          // Enough of today's invitations must leave the 24-hour window: the over-th oldest.
          const frees = recent[Math.min(over, recent.length) - 1];
          const seconds = frees
            ? Math.max(1, Math.ceil((frees.created_at.getTime() + DAY_MS - Date.now()) / 1000))
            : 24 * 3600;
          throw new TooManyRequestsException(
            seconds,
            INVITATIONS_PER_DAY,
            TRUST_MESSAGES.invitationsPerDay,
          );
        }
        const outgoing: Array<{ email: string; token: string }> = [];
        for (const email of toSend) {
          const token = randomBytes(32).toString('base64url');
          await insertInvitation(manager, providerId, email, hashToken(token));
          outgoing.push({ email, token });
        }
        return {
          providerName: provider.name,
          outgoing,
          result: {
            sent: toSend,
            skipped,
            remainingToday: INVITATIONS_PER_DAY - recent.length - toSend.length,
          },
        };
      },
    );
    void this.send(providerId, providerName, outgoing);
    return result;
  }

  private async send(
    providerId: string,
    providerName: string,
    outgoing: Array<{ email: string; token: string }>,
  ): Promise<void> {
    const web = this.config.webOrigin;
    for (const { email, token } of outgoing) {
      const review = `${web}/provider/${encodeURIComponent(providerId)}?invitation=${token}`;
      const unsubscribe = `${web}/review-invitations/unsubscribe?token=${token}`;
      const locale = mailLocale(await languageOfEmail(this.dataSource, email));
      const ok = await this.mail.send(
        email,
        reviewInvitationMail(providerName, review, unsubscribe, locale),
      );
      if (!ok) this.logger.warn(`Review invitation of ${providerId} not delivered`);
    }
  }

  private async emailOf(token: string): Promise<string> {
    const email = await invitationEmail(this.dataSource.manager, hashToken(token));
    if (email === undefined)
      throw new BadRequestException(
        errorBody(400, TRUST_MESSAGES.unsubscribeInvalid, {
          errors: [{ path: 'token', message: TRUST_MESSAGES.unsubscribeInvalid }],
        }),
      );
    return email;
  }

  /** Whether the address of an invitation link is unsubscribed (the link may be reused). */
  async state(token: string): Promise<{ email: string; unsubscribed: boolean }> {
    const email = await this.emailOf(token);
    const unsubscribed = await isOptedOut(this.dataSource.manager, email);
    return { email: maskEmail(email), unsubscribed };
  }

  /** Unsubscribes the link's address from every provider's invitations (repeatable). */
  async unsubscribe(token: string): Promise<{ email: string; unsubscribed: boolean }> {
    const email = await this.emailOf(token);
    await optOut(this.dataSource.manager, email);
    return { email: maskEmail(email), unsubscribed: true };
  }
}
