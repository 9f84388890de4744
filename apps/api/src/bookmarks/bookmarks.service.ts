import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MESSAGES, type TProviderListItem } from '@app/contracts';
import { DataSource } from 'typeorm';
import { ProviderListRow, toListItem } from '../providers/providers.service';

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
    const exists: unknown[] = await this.dataSource.query('SELECT 1 FROM providers WHERE id = $1', [
      providerId,
    ]);
    if (exists.length === 0) throw new NotFoundException(MESSAGES.providerNotFound);
  }

  /** Idempotent: removing a bookmark that is not there is fine. */
  async remove(userId: string, providerId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM bookmarks WHERE user_id = $1 AND provider_id = $2', [
      userId,
      providerId,
    ]);
  }
}
