import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  MESSAGES,
  normalizeEmail,
  Role,
  TNotificationKind,
  TPublicUser,
  TSessionUser,
} from '@app/contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { AuthoredReviews } from './authored-reviews';
import { badgesFor } from './badges';
import { wantsMail } from './mail-preferences';
import { User } from './user.entity';
import { sessionCounts } from './users.repository';

/** How many reviews a reviewer's public page lists (newest first). */
export const PUBLIC_PAGE_REVIEWS = 100;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: AuthoredReviews,
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
   * Deletes the user row in the caller's transaction (account/account-deletion.service.ts
   * is the one deletion path: docs/decisions/0006). Reviews, bookmarks, codes and reset
   * links cascade; providers it owned get owner_id NULL. Answers whether a row went.
   */
  async deleteRow(manager: EntityManager, id: string): Promise<boolean> {
    const { affected } = await manager
      .createQueryBuilder()
      .delete()
      .from(User)
      .where('id = :id', { id })
      .execute();
    return (affected ?? 0) > 0;
  }

  /** Adds `role` to the user's roles, when missing, in the caller's transaction. */
  async addRole(manager: EntityManager, id: string, role: Role): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ roles: () => 'array_append(roles, :role)' })
      .where('id = :id AND NOT (:role = ANY(roles))', { id, role })
      .execute();
  }

  /** Takes `role` from the user's roles in the caller's transaction. */
  async removeRole(manager: EntityManager, id: string, role: Role): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ roles: () => 'array_remove(roles, :role)' })
      .where('id = :id', { id, role })
      .execute();
  }

  /**
   * Blocks or unblocks (toggle); blocking also bumps the token version. Answers the
   * updated user, or null when there is none.
   */
  async toggleBlocked(manager: EntityManager, id: string): Promise<User | null> {
    const { raw } = await manager
      .createQueryBuilder()
      .update(User)
      .set({
        isBlocked: () => 'NOT is_blocked',
        tokenVersion: () => 'CASE WHEN is_blocked THEN token_version ELSE token_version + 1 END',
      })
      .where('id = :id', { id })
      .returning('id')
      .execute();
    const [row] = raw as Array<{ id: string }>;
    return row ? manager.findOneByOrFail(User, { id: row.id }) : null;
  }

  /**
   * An accepted admin invitation: an existing account gets the password, a confirmed email
   * and the admin role, and is signed out elsewhere (token version); otherwise a confirmed
   * account with roles user + admin is created. Answers the account's id.
   */
  async setUpAdmin(
    manager: EntityManager,
    email: string,
    passwordHash: string,
    existingId: string | undefined,
  ): Promise<string> {
    if (existingId) {
      await manager
        .createQueryBuilder()
        .update(User)
        .set({
          passwordHash,
          isEmailConfirmed: true,
          roles: () =>
            `CASE WHEN 'admin' = ANY(roles) THEN roles ELSE array_append(roles, 'admin') END`,
          tokenVersion: () => 'token_version + 1',
        })
        .where('id = :id', { id: existingId })
        .execute();
      return existingId;
    }
    const { identifiers } = await manager
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ email, passwordHash, isEmailConfirmed: true, roles: ['user', 'admin'] })
      .execute();
    return (identifiers[0] as { id: string }).id;
  }

  /** The session user of DESIGN 7, with review count, badges and owned providers. */
  async toSessionUser(user: User): Promise<TSessionUser> {
    const { review_count, provider_ids, provider_type } = await sessionCounts(
      this.dataSource.manager,
      user.id,
    );
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
      language: user.language,
    };
  }

  /** A reviewer's public page; a blocked account has none. */
  async publicProfile(id: string): Promise<TPublicUser> {
    const user = await this.users.findOneBy({ id });
    if (!user || user.isBlocked) throw new NotFoundException(MESSAGES.userNotFound);
    const [reviewCount, reviews] = await Promise.all([
      this.reviews.countByAuthor(id),
      this.reviews.listByAuthor(id, PUBLIC_PAGE_REVIEWS),
    ]);
    return {
      id: user.id,
      name: this.reviews.displayName(user.firstName, user.lastName),
      avatar: user.profilePicUrl,
      location: [user.city, user.state].filter(Boolean).join(', ') || null,
      badges: badgesFor({ reviewCount, createdAt: user.createdAt }),
      memberSince: user.createdAt.getUTCFullYear(),
      reviewCount,
      reviews,
    };
  }
}
