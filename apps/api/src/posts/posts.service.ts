import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { errorBody, MESSAGES, type TCreatePostBody, type TPost } from '@app/contracts';
import { DataSource } from 'typeorm';
import { loadOwnedProvider, PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import { providerExists } from '../providers/providers.repository';
import { TooManyRequestsException } from '../common/rate-limit/rate-limiter.service';
import { StorageService } from '../storage/storage.service';
import type { User } from '../users/user.entity';

/** The free (basic) plan may publish one post per this many days (spec 2 Plans, 9). */
export const FREE_PLAN_POST_INTERVAL_DAYS = 7;
export const POST_MESSAGES = {
  claimFirst: 'Claim this profile to publish posts',
} as const;

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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  /**
   * Publishes a post for the owner. Photos need the premium plan; the basic (free) plan may
   * publish once per 7 days (rolling), checked under the provider row lock so that two
   * requests at once cannot both pass.
   */
  async create(user: User, providerId: string, body: TCreatePostBody): Promise<TPost> {
    for (const [i, url] of body.imageUrls.entries()) {
      if (!(await this.storage.isIssuedPublicUrl(url)))
        throw new BadRequestException(
          errorBody(400, MESSAGES.imageNotIssued, {
            errors: [{ path: `imageUrls.${i}`, message: MESSAGES.imageNotIssued }],
          }),
        );
    }
    const id = await this.dataSource.transaction(async (manager) => {
      const provider = await loadOwnedProvider(manager, user, providerId, { lock: true });
      if (provider.plan === 'unclaimed') throw new ForbiddenException(POST_MESSAGES.claimFirst);
      if (body.imageUrls.length > 0 && provider.plan !== 'premium')
        throw new ForbiddenException(MESSAGES.postPhotosPremium);
      if (provider.plan === 'basic') {
        // Seconds until the last week's post is a week old (none: posting is allowed).
        const [recent]: Array<{ wait: number }> = await manager.query(
          `SELECT ceil(extract(epoch FROM max(created_at) + make_interval(days => $2) - now()))::int AS wait
             FROM posts WHERE provider_id = $1
              AND created_at > now() - make_interval(days => $2)
           HAVING count(*) > 0`,
          [providerId, FREE_PLAN_POST_INTERVAL_DAYS],
        );
        if (recent)
          throw new TooManyRequestsException(
            Math.max(1, recent.wait),
            1,
            MESSAGES.freePlanPostLimit,
          );
      }
      const [row]: Array<{ id: string }> = await manager.query(
        'INSERT INTO posts (provider_id, text, image_urls) VALUES ($1, $2, $3) RETURNING id',
        [providerId, body.text, body.imageUrls],
      );
      return row!.id;
    });
    const [row]: PostRow[] = await this.dataSource.query(`${POST_SELECT} WHERE po.id = $1`, [id]);
    return toPost(row!);
  }

  /** A provider's posts, newest first; 404 for an unknown provider. */
  async forProvider(providerId: string): Promise<TPost[]> {
    if (!(await providerExists(this.dataSource.manager, providerId)))
      throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
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
