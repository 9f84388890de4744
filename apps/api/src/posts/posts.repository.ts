import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { detectTextLanguage } from '../common/text-language';
import type { Provider } from '../providers/provider.entity';
import { Post } from './post.entity';

/** A post with the provider columns it shows (name, logo, category). */
export type PostWithProvider = Post & {
  provider: Pick<Provider, 'id' | 'name' | 'logoUrl' | 'category'>;
};

/** The posts' SQL (the table posts/ owns), typed from the Post entity. */

function withProvider(db: EntityManager): SelectQueryBuilder<Post> {
  return db
    .getRepository(Post)
    .createQueryBuilder('po')
    .innerJoin('po.provider', 'p')
    .addSelect(['p.id', 'p.name', 'p.logoUrl', 'p.category']);
}

const NEWEST_FIRST = { 'po.created_at': 'DESC', 'po.id': 'DESC' } as const;

export async function findPost(db: EntityManager, id: string): Promise<PostWithProvider | null> {
  return (await withProvider(db).where('po.id = :id', { id }).getOne()) as PostWithProvider | null;
}

/** A provider's posts, newest first. */
export async function postsOf(db: EntityManager, providerId: string): Promise<PostWithProvider[]> {
  return (await withProvider(db)
    .where('po.provider_id = :providerId', { providerId })
    .orderBy(NEWEST_FIRST)
    .getMany()) as PostWithProvider[];
}

/** The newest posts of all providers. */
export async function latestPosts(db: EntityManager, limit: number): Promise<PostWithProvider[]> {
  return (await withProvider(db)
    .orderBy(NEWEST_FIRST)
    .limit(limit)
    .getMany()) as PostWithProvider[];
}

/**
 * Seconds until the provider's latest post of the last `days` is `days` old; null when it
 * has none (it may post now).
 */
export async function secondsUntilNextPost(
  manager: Pick<EntityManager, 'query'>,
  providerId: string,
  days: number,
): Promise<number | null> {
  const [recent]: Array<{ wait: number }> = await manager.query(
    `SELECT ceil(extract(epoch FROM max(created_at) + make_interval(days => $2) - now()))::int AS wait
       FROM posts WHERE provider_id = $1
        AND created_at > now() - make_interval(days => $2)
     HAVING count(*) > 0`,
    [providerId, days],
  );
  return recent ? recent.wait : null;
}

/** A new post; its language is told from its text (null when it cannot be, issue 19). */
export async function insertPost(
  manager: EntityManager,
  // createdAt: the demo loader's posts are from past days.
  values: Pick<Post, 'providerId' | 'text' | 'imageUrls'> & Partial<Pick<Post, 'createdAt'>>,
): Promise<string> {
  const { identifiers } = await manager.insert(Post, {
    ...values,
    language: detectTextLanguage(values.text),
  });
  return (identifiers[0] as Pick<Post, 'id'>).id;
}
