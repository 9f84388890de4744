import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TProviderListItem } from '@app/contracts';
import { DataSource } from 'typeorm';
import { toListItem } from '../providers/provider-list-item';
import { PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import { providerExists } from '../providers/providers.repository';
import { bookmarkedProviders, deleteBookmark, insertBookmark } from './bookmarks.repository';

@Injectable()
export class BookmarksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The person's bookmarked providers, newest bookmark first. */
  async list(userId: string): Promise<TProviderListItem[]> {
    const rows = await bookmarkedProviders(this.dataSource.manager, userId);
    return rows.map(toListItem);
  }

  /** Idempotent; 404 for an unknown provider. */
  async add(userId: string, providerId: string): Promise<void> {
    if (await insertBookmark(this.dataSource.manager, userId, providerId)) return;
    if (!(await providerExists(this.dataSource.manager, providerId)))
      throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
  }

  /** Idempotent: removing a bookmark that is not there is fine. */
  async remove(userId: string, providerId: string): Promise<void> {
    await deleteBookmark(this.dataSource.manager, userId, providerId);
  }
}
