import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TPost } from '@app/contracts';
import { DataSource } from 'typeorm';

interface PostRow {
  id: string;
  provider_id: string;
  provider_name: string;
  provider_avatar: string | null;
  provider_category: string;
  text: string;
  image_urls: string[];
  created_at: Date;
}

const POST_SELECT = `
  SELECT po.id, po.provider_id, p.name AS provider_name, p.logo_url AS provider_avatar,
         p.category AS provider_category, po.text, po.image_urls, po.created_at
  FROM posts po JOIN providers p ON p.id = po.provider_id`;

function toPost(row: PostRow): TPost {
  return {
    id: row.id,
    providerId: row.provider_id,
    providerName: row.provider_name,
    providerAvatar: row.provider_avatar,
    providerCategory: row.provider_category,
    text: row.text,
    imageUrls: row.image_urls,
    createdAt: row.created_at.toISOString(),
  };
}

@Injectable()
export class PostsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A provider's posts, newest first; 404 for an unknown provider. */
  async forProvider(providerId: string): Promise<TPost[]> {
    const exists: unknown[] = await this.dataSource.query('SELECT 1 FROM providers WHERE id = $1', [
      providerId,
    ]);
    if (exists.length === 0) throw new NotFoundException('Provider not found');
    const rows: PostRow[] = await this.dataSource.query(
      `${POST_SELECT} WHERE po.provider_id = $1 ORDER BY po.created_at DESC, po.id DESC`,
      [providerId],
    );
    return rows.map(toPost);
  }

  /** The newest posts of all providers (home: Latest Posts). */
  async latest(limit: number): Promise<TPost[]> {
    const rows: PostRow[] = await this.dataSource.query(
      `${POST_SELECT} ORDER BY po.created_at DESC, po.id DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toPost);
  }
}
