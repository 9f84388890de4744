import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ProviderOwnershipService } from '../providers/provider-ownership.service';
import { recomputeProviderRating } from '../reviews/reviews.service';
import { UploadsService } from '../storage/uploads.service';
import { UsersService } from '../users/users.service';
import { AccountRepository } from './account.repository';

/**
 * The one path that deletes an account for good (docs/decisions/0006), for the person
 * (/settings) and for an admin. Its reviews go with it (cascade), and in the same
 * transaction every provider it had reviewed is locked first and its rating and review
 * count recomputed, so ratings stay exact. Bookmarks, codes and reset links cascade;
 * providers it owned become unowned (`owner_id` SET NULL) and unclaimed. The email is free
 * again at once. Each table is written by its owner, with this transaction's manager.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly ownership: ProviderOwnershipService,
    private readonly uploads: UploadsService,
    private readonly repository: AccountRepository,
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
    const deleted = await this.dataSource.transaction(async (manager) => {
      owned = await this.uploads.keysOwnedBy(manager, id);
      const reviewed = await this.repository.lockProvidersReviewedBy(manager, id);
      await this.ownership.unclaimAllOf(manager, id);
      const deleted = await this.users.deleteRow(manager, id);
      for (const providerId of reviewed) await recomputeProviderRating(manager, providerId);
      if (deleted && alsoInTransaction) await alsoInTransaction(manager);
      return deleted;
    });
    if (deleted) await this.uploads.removeUnreferenced(owned);
    return deleted;
  }
}
