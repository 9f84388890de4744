import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { lockUserRow } from '../users/users.repository';
import { deleteOpenPasswordResets, insertPasswordReset, usePasswordReset } from './auth.repository';

/**
 * The reset links of `password_resets` (decision 0015): at most one live link per account
 * (a unique index says so too); issuing a link, completing a reset, and any change of the
 * password or the email revoke every other outstanding link.
 */
@Injectable()
export class PasswordResetsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new live link for the account (its id is the token's `jti`); older ones die. */
  async issue(userId: string, ttlSeconds: number): Promise<string> {
    const id = randomUUID();
    await this.dataSource.transaction(async (manager) => {
      // Parallel requests for one account queue here, so each sees the other's link.
      await lockUserRow(manager, userId);
      await this.revokeAll(userId, manager);
      await insertPasswordReset(manager, id, userId, ttlSeconds);
    });
    return id;
  }

  /** Uses the live link `id` of the account once; false when it is used, revoked or expired. */
  consume(manager: EntityManager, id: string, userId: string): Promise<boolean> {
    return usePasswordReset(manager, id, userId);
  }

  /** Every outstanding link of the account stops working (in the caller's transaction if given). */
  async revokeAll(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await deleteOpenPasswordResets(manager, userId);
  }
}
