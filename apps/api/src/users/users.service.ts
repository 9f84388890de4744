import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail, TNotificationKind, TPublicUser, TSessionUser } from '@app/contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { displayName, recomputeProviderRating, ReviewsService } from '../reviews/reviews.service';
import { UploadsService } from '../storage/uploads.service';
import { badgesFor } from './badges';
import { wantsMail } from './mail-preferences';
import { User } from './user.entity';

/** How many reviews a reviewer's public page lists (newest first). */
export const PUBLIC_PAGE_REVIEWS = 100;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ReviewsService,
    private readonly uploads: UploadsService,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /** The person's mail preference for `kind` (users/mail-preferences.ts). */
  wantsMail(userId: string, kind: TNotificationKind): Promise<boolean> {
    return wantsMail(this.dataSource, userId, kind);
  }

  /**
   * Deletes an account for good (docs/decisions/0006): its reviews go with it (cascade),
   * and in the same transaction every provider it had reviewed is locked first and its
   * rating and review count recomputed, so ratings stay exact. Bookmarks, codes and reset
   * links cascade; providers it owned become unowned (`owner_id` SET NULL) and unclaimed.
   * The email is free again at once. Returns false when there was no such account.
   * `alsoInTransaction` runs inside the same transaction after the delete (the admin
   * console writes its audit row there). After the commit, the files the person owned
   * (claim documents, avatar, banner, review photos, other uploads) that no remaining row
   * references are removed from storage (docs/decisions/0017).
   */
  async deleteAccount(
    id: string,
    alsoInTransaction?: (manager: EntityManager) => Promise<unknown>,
  ): Promise<boolean> {
    let owned: string[] = [];
    const deleted = await this.dataSource.transaction(async (manager) => {
      owned = await this.uploads.keysOwnedBy(manager, id);
      const providers: Array<{ id: string }> = await manager.query(
        `SELECT id FROM providers
         WHERE id IN (SELECT provider_id FROM reviews WHERE author_id = $1)
         ORDER BY id FOR UPDATE`,
        [id],
      );
      await manager.query(`UPDATE providers SET plan = 'unclaimed' WHERE owner_id = $1`, [id]);
      const [, deleted] = (await manager.query('DELETE FROM users WHERE id = $1', [id])) as [
        unknown,
        number,
      ];
      for (const provider of providers) await recomputeProviderRating(manager, provider.id);
      if (deleted > 0 && alsoInTransaction) await alsoInTransaction(manager);
      return deleted > 0;
    });
    if (deleted) await this.uploads.removeUnreferenced(owned);
    return deleted;
  }

  /** The session user of DESIGN 7, with review count, badges and owned providers. */
  async toSessionUser(user: User): Promise<TSessionUser> {
    const [{ review_count, provider_ids, provider_type }] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM reviews WHERE author_id = $1) AS review_count,
              ARRAY(SELECT id FROM providers WHERE owner_id = $1 ORDER BY id) AS provider_ids,
              (SELECT NULLIF(provider_type, '') FROM providers WHERE owner_id = $1
                ORDER BY id LIMIT 1) AS provider_type`,
      [user.id],
    )) as [{ review_count: number; provider_ids: string[]; provider_type: string | null }];
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profilePicUrl: user.profilePicUrl,
      bannerPicUrl: user.bannerPicUrl,
      isEmailConfirmed: user.isEmailConfirmed,
      createdAt: user.createdAt.toISOString(),
      reviewCount: review_count,
      badges: badgesFor({ reviewCount: review_count, createdAt: user.createdAt }),
      roles: user.roles,
      providerIds: provider_ids,
      providerType: provider_type,
    };
  }

  /** A reviewer's public page; a blocked account has none. */
  async publicProfile(id: string): Promise<TPublicUser> {
    const user = await this.users.findOneBy({ id });
    if (!user || user.isBlocked) throw new NotFoundException('User not found');
    const [reviewCount, reviews] = await Promise.all([
      this.reviews.countByAuthor(id),
      this.reviews.listByAuthor(id, PUBLIC_PAGE_REVIEWS),
    ]);
    return {
      id: user.id,
      name: displayName(user.firstName, user.lastName),
      avatar: user.profilePicUrl,
      location: [user.city, user.state].filter(Boolean).join(', ') || null,
      badges: badgesFor({ reviewCount, createdAt: user.createdAt }),
      memberSince: user.createdAt.getUTCFullYear(),
      reviewCount,
      reviews,
    };
  }
}
