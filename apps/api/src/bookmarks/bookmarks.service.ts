import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TProviderListItem } from '@app/contracts';
import { DataSource } from 'typeorm';
import { type ProviderListRow, toListItem } from '../providers/provider-list-item';
import { PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import { providerExists } from '../providers/providers.repository';

@Injectable()
export class BookmarksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The person's bookmarked providers, newest bookmark first. */
  async list(userId: string): Promise<TProviderListItem[]> {
    const rows: ProviderListRow[] = await this.dataSource.query(
      `SELECT p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url,
              p.description, p.plan, p.specialties, p.quote
       FROM bookmarks b JOIN providers p ON p.id = b.provider_id
       WHERE b.user_id = $1
       ORDER BY b.created_at DESC, p.id`,
      [userId],
    );
    return rows.map(toListItem);
  }

  /** Idempotent; 404 for an unknown provider. */
  async add(userId: string, providerId: string): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO bookmarks (user_id, provider_id)
       SELECT $1, p.id FROM providers p WHERE p.id = $2
       ON CONFLICT (user_id, provider_id) DO NOTHING
       RETURNING 1`,
      [userId, providerId],
    );
    if (rows.length > 0) return;
    if (!(await providerExists(this.dataSource.manager, providerId)))
      throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
  }

  /** Idempotent: removing a bookmark that is not there is fine. */
  async remove(userId: string, providerId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM bookmarks WHERE user_id = $1 AND provider_id = $2', [
      userId,
      providerId,
    ]);
  }
}
