import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { mailLocale } from '../mail/mail-locale';
import { MailService } from '../mail/mail.service';
import { accountDeletedMail } from '../mail/mail.templates';
import { BillingOwnerService } from '../payments/billing-owner.service';
import { ProviderOwnershipService } from '../providers/provider-ownership.service';
import { recomputeProviderRating } from '../reviews/reviews.service';
import { UploadsService } from '../storage/uploads.service';
import { emailOfUser, languageOfUser } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { AccountRepository } from './account.repository';

/**
 * The one path that deletes an account for good (docs/decisions/0006), for the person
 * (/settings) and for an admin. Its reviews go with it (cascade), and in the same
 * transaction every provider it had reviewed is locked first and its rating and review
 * count recomputed, so ratings stay exact. Bookmarks, codes and reset links cascade;
 * providers it owned become unowned (`owner_id` SET NULL) and unclaimed. The email is free
 * again at once. Each table is written by its owner, with this transaction's manager.
 * Billing is the person's (decision 0056): before anything is deleted, the payments area
 * cancels their subscriptions, expires their checkouts and deletes their Stripe customers
 * (503 and nothing deleted when Stripe cannot be reached); the deletion mail says so.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly ownership: ProviderOwnershipService,
    private readonly uploads: UploadsService,
    private readonly repository: AccountRepository,
    private readonly billing: BillingOwnerService,
    private readonly mail: MailService,
  ) {}

  /**
   * Returns false when there was no such account. `alsoInTransaction` runs inside the same
   * transaction after the delete (the admin console writes its audit row there). After the
   * commit, the files the person owned (claim documents, avatar, banner, review photos,
   * other uploads) that no remaining row references are removed from storage
   * (docs/decisions/0017).
   */
  async deleteAccount(
    id: string,
    alsoInTransaction?: (manager: EntityManager) => Promise<unknown>,
  ): Promise<boolean> {
    let owned: string[] = [];
    const email = await emailOfUser(this.dataSource.manager, id);
    const locale = mailLocale(await languageOfUser(this.dataSource, id));
    const closed = await this.billing.closeAccountAtStripe(id);
    const deleted = await this.dataSource.transaction(async (manager) => {
      owned = await this.uploads.keysOwnedBy(manager, id);
      const reviewed = await this.repository.lockProvidersReviewedBy(manager, id);
      await this.billing.detachAccount(manager, id);
      await this.ownership.unclaimAllOf(manager, id);
      const deleted = await this.users.deleteRow(manager, id);
      for (const providerId of reviewed) await recomputeProviderRating(manager, providerId);
      if (deleted && alsoInTransaction) await alsoInTransaction(manager);
      return deleted;
    });
    if (deleted) await this.uploads.removeUnreferenced(owned);
    if (deleted && email)
      await this.mail
        .send(email, accountDeletedMail(closed, locale))
        .catch((error: unknown) => this.logger.warn(`Deletion mail not sent: ${String(error)}`));
    return deleted;
  }
}
