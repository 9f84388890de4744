import { Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { ListingMoves } from '../providers/listing-moves';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TProviderListItem } from '@app/contracts';
import { DataSource } from 'typeorm';
import { toListItem } from '../providers/provider-list-item';
import { PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import { providerExists } from '../providers/providers.repository';
import {
  bookmarkedProviders,
  deleteBookmark,
  insertBookmark,
  moveBookmarks,
} from './bookmarks.repository';

@Injectable()
export class BookmarksService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly moves: ListingMoves,
  ) {}

  /** A merge moves the merged listing's bookmarks to the kept one (issue 47). */
  onModuleInit(): void {
    this.moves.register({
      kind: 'bookmarks',
      move: (m, from, into) => moveBookmarks(m, from, into),
    });
  }

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
