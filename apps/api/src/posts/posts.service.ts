import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  isLocale,
  MESSAGES,
  POST_MESSAGES,
  type TCreatePostBody,
  type TPost,
} from '@app/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { loadOwnedProvider, PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import { providerExists } from '../providers/providers.repository';
import { TooManyRequestsException } from '../common/rate-limit/rate-limiter.service';
import { StorageService } from '../storage/storage.service';
import type { User } from '../users/user.entity';
import {
  findPost,
  insertPost,
  latestPosts,
  postsOf,
  secondsUntilNextPost,
  type PostWithProvider,
} from './posts.repository';

/** The free (basic) plan may publish one post per this many days (spec 2 Plans, 9). */
export const FREE_PLAN_POST_INTERVAL_DAYS = 7;
/** The posts' own messages: in @app/contracts with their Spanish (issue 19). */
export { POST_MESSAGES };

function toPost(post: PostWithProvider): TPost {
  return {
    id: post.id,
    providerId: post.providerId,
    providerName: post.provider.name,
    providerAvatar: post.provider.logoUrl,
    providerCategory: post.provider.category,
    text: post.text,
    imageUrls: post.imageUrls,
    createdAt: post.createdAt.toISOString(),
    language: isLocale(post.language) ? post.language : null,
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
        const wait = await secondsUntilNextPost(manager, providerId, FREE_PLAN_POST_INTERVAL_DAYS);
        if (wait !== null)
          throw new TooManyRequestsException(Math.max(1, wait), 1, MESSAGES.freePlanPostLimit);
      }
      return insertPost(manager, { providerId, text: body.text, imageUrls: body.imageUrls });
    });
    return toPost((await findPost(this.dataSource.manager, id))!);
  }

  /** A provider's posts, newest first; 404 for an unknown provider. */
  /**
   * A merge (issue 47): the posts (and their photos) of `from` become the kept listing's,
   * inside the merge's transaction. Answers how many moved.
   */
  async moveToListing(manager: EntityManager, from: string, into: string): Promise<number> {
    const moved: unknown[] = await manager.query(
      'UPDATE posts SET provider_id = $2 WHERE provider_id = $1 RETURNING id',
      [from, into],
    );
    return moved.length;
  }

  async forProvider(providerId: string): Promise<TPost[]> {
    if (!(await providerExists(this.dataSource.manager, providerId)))
      throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
    return (await postsOf(this.dataSource.manager, providerId)).map(toPost);
  }

  /** The newest posts of all providers (home: Latest Posts). */
  async latest(limit: number): Promise<TPost[]> {
    return (await latestPosts(this.dataSource.manager, limit)).map(toPost);
  }
}
