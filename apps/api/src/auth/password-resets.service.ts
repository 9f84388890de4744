import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';

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
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      await this.revokeAll(userId, manager);
      await manager.query(
        `INSERT INTO password_resets (id, user_id, expires_at, used_at)
         VALUES ($1, $2, now() + make_interval(secs => $3), NULL)`,
        [id, userId, ttlSeconds],
      );
    });
    return id;
  }

  /** Uses the live link `id` of the account once; false when it is used, revoked or expired. */
  async consume(manager: EntityManager, id: string, userId: string): Promise<boolean> {
    const [used] = (await manager.query(
      `UPDATE password_resets SET used_at = now()
        WHERE id = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING id`,
      [id, userId],
    )) as [unknown[], number];
    return used.length > 0;
  }

  /** Every outstanding link of the account stops working (in the caller's transaction if given). */
  async revokeAll(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [
      userId,
    ]);
  }
}
