import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  MESSAGES,
  overallOf,
  REVIEW_QUESTIONS,
  TAppealBody,
  TCreateReviewBody,
  TReview,
  TReviewReplyBody,
  TReviewSort,
  TReviewVerification,
  TReviewsQuery,
  TUpdateReviewBody,
} from '@app/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { reviewResponseMail } from '../mail/mail.templates';
import { loadOwnedProvider } from '../providers/provider-ownership';
import { StorageService } from '../storage/storage.service';
import { UploadsService } from '../storage/uploads.service';
import { clientKeyHash, detectAlerts } from '../trust/alerts.repository';
import { markInvitationUsed, takeInvitation, verificationOf } from '../trust/moderation.repository';
import { wantsMail } from '../users/mail-preferences';
import type { User } from '../users/user.entity';

export const REVIEW_MESSAGES = {
  providerNotFound: MESSAGES.providerNotFound,
  reviewNotFound: MESSAGES.reviewNotFound,
  ownBusiness: 'You cannot review your own business',
  alreadyReviewed: 'You have already reviewed this provider',
  notYours: 'You can only delete your own reviews',
  notYoursToEdit: 'You can only edit your own reviews',
  invalidCursor: 'Invalid cursor',
  photoNotIssued: 'Photos must be uploaded to this site first',
} as const;

/** A review row joined with its author (raw SQL). */
export interface ReviewRow {
  id: string;
  provider_id: string;
  author_id: string;
  respectful: number;
  explained: number;
  on_time: number;
  costs: number;
  overall: number;
  rating: string;
  text: string;
  photo_urls: string[];
  response_text: string | null;
  response_at: Date | null;
  appeal_under_review: boolean;
  verification: TReviewVerification | null;
  created_at: Date;
  edited_at: Date | null;
  created_key: string;
  first_name: string | null;
  last_name: string | null;
  profile_pic_url: string | null;
}

export const REVIEW_SELECT = `
  SELECT r.*, r.created_at::text AS created_key,
         u.first_name, u.last_name, u.profile_pic_url
  FROM reviews r JOIN users u ON u.id = r.author_id`;

export function displayName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ') || 'Anonymous reviewer';
}

export function toReview(row: ReviewRow): TReview {
  return {
    id: row.id,
    providerId: row.provider_id,
    author: {
      id: row.author_id,
      name: displayName(row.first_name, row.last_name),
      avatar: row.profile_pic_url,
      // Users have no location yet (spec 2 shows one; nothing stores it).
      location: null,
    },
    rating: Number(row.rating),
    ratings: {
      respectful: row.respectful,
      explained: row.explained,
      onTime: row.on_time,
      costs: row.costs,
      overall: row.overall,
    },
    text: row.text,
    photoUrls: row.photo_urls,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at ? row.edited_at.toISOString() : null,
    response:
      row.response_text === null
        ? null
        : {
            text: row.response_text,
            createdAt: (row.response_at ?? row.created_at).toISOString(),
          },
    appealUnderReview: row.appeal_under_review,
    verification: row.verification ?? null,
  };
}

/** Keyset order and the 'after the cursor' condition of each review sort. */
const SORTS: Record<TReviewSort, { order: string; after: string }> = {
  // Ties: newest first.
  rating_desc: {
    order: 'r.rating DESC, r.created_at DESC, r.id DESC',
    after: '(r.rating < $R OR (r.rating = $R AND (r.created_at, r.id) < ($C, $I)))',
  },
  rating_asc: {
    order: 'r.rating ASC, r.created_at DESC, r.id DESC',
    after: '(r.rating > $R OR (r.rating = $R AND (r.created_at, r.id) < ($C, $I)))',
  },
  newest: { order: 'r.created_at DESC, r.id DESC', after: '(r.created_at, r.id) < ($C, $I)' },
  oldest: { order: 'r.created_at ASC, r.id ASC', after: '(r.created_at, r.id) > ($C, $I)' },
};

interface CursorKey {
  sort: TReviewSort;
  rating: string;
  createdAt: string;
  id: string;
}

function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.sort, key.rating, key.createdAt, key.id])).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string, sort: TReviewSort): CursorKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 4 && value.every((v) => typeof v === 'string')) {
      const [s, rating, createdAt, id] = value as [string, string, string, string];
      if (
        s === sort &&
        /^\d(\.\d)?$/.test(rating) &&
        /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/.test(
          createdAt,
        ) &&
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
      ) {
        return { sort, rating, createdAt, id };
      }
    }
  } catch {
    // falls through
  }
  throw new BadRequestException(
    errorBody(400, REVIEW_MESSAGES.invalidCursor, {
      errors: [{ path: 'cursor', message: REVIEW_MESSAGES.invalidCursor }],
    }),
  );
}

@Injectable()
export class ReviewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly uploads: UploadsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  private async assertProvider(id: string): Promise<void> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM providers WHERE id = $1', [
      id,
    ]);
    if (rows.length === 0) throw new NotFoundException(REVIEW_MESSAGES.providerNotFound);
  }

  async listForProvider(
    providerId: string,
    { sort, cursor, limit }: TReviewsQuery,
  ): Promise<{ data: TReview[]; nextCursor: string | null }> {
    await this.assertProvider(providerId);
    const { order, after } = SORTS[sort];
    const params: unknown[] = [providerId];
    let where = 'r.provider_id = $1';
    if (cursor) {
      const key = decodeCursor(cursor, sort);
      const byRating = after.includes('$R');
      params.push(...(byRating ? [key.rating] : []), key.createdAt, key.id);
      const [c, i] = byRating ? ['$3', '$4'] : ['$2', '$3'];
      where += ` AND ${after
        .replaceAll('$R', '$2::numeric')
        .replaceAll('$C', `${c}::timestamptz`)
        .replaceAll('$I', `${i}::uuid`)}`;
    }
    params.push(limit + 1);
    const rows: ReviewRow[] = await this.dataSource.query(
      `${REVIEW_SELECT} WHERE ${where} ORDER BY ${order} LIMIT $${params.length}`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({
            sort,
            rating: Number(last.rating).toFixed(1),
            createdAt: last.created_key,
            id: last.id,
          })
        : null;
    return { data: page.map(toReview), nextCursor };
  }

  /** A person's reviews, newest first, with the provider each is about. */
  async listByAuthor(
    authorId: string,
    limit = 100,
  ): Promise<Array<TReview & { provider: { id: string; name: string; category: string } }>> {
    const rows: Array<ReviewRow & { provider_name: string; provider_category: string }> =
      await this.dataSource.query(
        `SELECT r.*, r.created_at::text AS created_key,
                u.first_name, u.last_name, u.profile_pic_url,
                p.name AS provider_name, p.category AS provider_category
         FROM reviews r
         JOIN users u ON u.id = r.author_id
         JOIN providers p ON p.id = r.provider_id
         WHERE r.author_id = $1
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT $2`,
        [authorId, limit],
      );
    return rows.map((row) => ({
      ...toReview(row),
      provider: { id: row.provider_id, name: row.provider_name, category: row.provider_category },
    }));
  }

  countByAuthor(authorId: string): Promise<number> {
    return this.dataSource
      .query('SELECT count(*)::int AS n FROM reviews WHERE author_id = $1', [authorId])
      .then((rows: Array<{ n: number }>) => rows[0]?.n ?? 0);
  }

  /** Photos must be images this server stored (no outside URLs, no made-up names). */
  private async assertIssuedPhotos(photoUrls: string[]): Promise<void> {
    for (const [i, url] of photoUrls.entries()) {
      if (!(await this.storage.isIssuedPublicUrl(url))) {
        throw new BadRequestException(
          errorBody(400, REVIEW_MESSAGES.photoNotIssued, {
            errors: [{ path: `photoUrls.${i}`, message: REVIEW_MESSAGES.photoNotIssued }],
          }),
        );
      }
    }
  }

  /**
   * Writes a review; `clientAddress` (the request's, behind trusted proxies) is kept only as a
   * keyed hash of its network for the shared-network alert. The alert rules run in the same
   * transaction (docs/decisions/0030).
   */
  async create(
    user: User,
    providerId: string,
    body: TCreateReviewBody,
    clientAddress?: string,
  ): Promise<TReview> {
    await this.assertIssuedPhotos(body.photoUrls);
    const clientKey = clientKeyHash(this.config.jwtSecret, clientAddress);
    const scores = REVIEW_QUESTIONS.map((q) => body.ratings[q]);
    const id = await this.dataSource.transaction(async (manager) => {
      // The provider row lock serialises every review write of this provider, so the
      // recomputed rating and count always see each other's rows.
      const [provider]: Array<{ owner_id: string | null }> = await manager.query(
        'SELECT owner_id FROM providers WHERE id = $1 FOR UPDATE',
        [providerId],
      );
      if (!provider) throw new NotFoundException(REVIEW_MESSAGES.providerNotFound);
      if (provider.owner_id === user.id) throw new ForbiddenException(REVIEW_MESSAGES.ownBusiness);
      const existing: unknown[] = await manager.query(
        'SELECT 1 FROM reviews WHERE provider_id = $1 AND author_id = $2',
        [providerId, user.id],
      );
      if (existing.length > 0) throw new ConflictException(REVIEW_MESSAGES.alreadyReviewed);
      // The label is decided now, from the rows as they are (docs/decisions/0029).
      const invitationId = body.invitationToken
        ? await takeInvitation(manager, body.invitationToken, providerId, user.id)
        : null;
      const verification = await verificationOf(
        manager,
        providerId,
        user.id,
        invitationId !== null,
      );
      const [row]: Array<{ id: string }> = await manager.query(
        `INSERT INTO reviews (provider_id, author_id, respectful, explained, on_time, costs, overall, rating, text, photo_urls, verification, client_key_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          providerId,
          user.id,
          ...scores,
          overallOf(scores),
          body.text,
          body.photoUrls,
          verification,
          clientKey,
        ],
      );
      if (invitationId) await markInvitationUsed(manager, invitationId, row!.id);
      await recomputeProviderRating(manager, providerId);
      await detectAlerts(manager, providerId, {
        id: row!.id,
        authorId: user.id,
        clientKeyHash: clientKey,
      });
      return row!.id;
    });
    return this.findOne(id);
  }

  async findOne(id: string): Promise<TReview> {
    const [row]: ReviewRow[] = await this.dataSource.query(`${REVIEW_SELECT} WHERE r.id = $1`, [
      id,
    ]);
    if (!row) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
    return toReview(row);
  }

  /**
   * Its author edits a review: the five scores, the text and the photos, checked like a new
   * review. The provider row is locked and its rating recomputed in the same transaction.
   */
  async update(user: User, reviewId: string, body: TUpdateReviewBody): Promise<TReview> {
    await this.assertIssuedPhotos(body.photoUrls);
    const scores = REVIEW_QUESTIONS.map((q) => body.ratings[q]);
    await this.dataSource.transaction(async (manager) => {
      const [review]: Array<{ author_id: string; provider_id: string }> = await manager.query(
        'SELECT author_id, provider_id FROM reviews WHERE id = $1',
        [reviewId],
      );
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      if (review.author_id !== user.id)
        throw new ForbiddenException(REVIEW_MESSAGES.notYoursToEdit);
      await manager.query('SELECT 1 FROM providers WHERE id = $1 FOR UPDATE', [review.provider_id]);
      await manager.query(
        `UPDATE reviews SET respectful = $2, explained = $3, on_time = $4, costs = $5,
           overall = $6, rating = $7, text = $8, photo_urls = $9, edited_at = now()
         WHERE id = $1`,
        [reviewId, ...scores, overallOf(scores), body.text, body.photoUrls],
      );
      await recomputeProviderRating(manager, review.provider_id);
    });
    return this.findOne(reviewId);
  }

  /**
   * Writes or replaces the provider's response to a review (the provider's owner only).
   * The reviewer is mailed when the review gets its first response, not on edits.
   */
  async respond(user: User, reviewId: string, body: TReviewReplyBody): Promise<TReview> {
    const first = await this.dataSource.transaction(async (manager) => {
      const [review]: Array<{ provider_id: string; response_text: string | null }> =
        await manager.query(
          'SELECT provider_id, response_text FROM reviews WHERE id = $1 FOR UPDATE',
          [reviewId],
        );
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      await loadOwnedProvider(manager, user, review.provider_id);
      await manager.query(
        'UPDATE reviews SET response_text = $2, response_at = now() WHERE id = $1',
        [reviewId, body.text.trim()],
      );
      return review.response_text === null;
    });
    if (first) void this.mailResponse(reviewId);
    return this.findOne(reviewId);
  }

  private async mailResponse(reviewId: string): Promise<void> {
    const [row]: Array<{
      author_id: string;
      email: string;
      provider_id: string;
      provider_name: string;
    }> = await this.dataSource.query(
      `SELECT u.id AS author_id, u.email, p.id AS provider_id, p.name AS provider_name
         FROM reviews r JOIN users u ON u.id = r.author_id JOIN providers p ON p.id = r.provider_id
         WHERE r.id = $1`,
      [reviewId],
    );
    if (!row || !(await wantsMail(this.dataSource, row.author_id, 'reviewResponse'))) return;
    const link = `${this.config.webOrigin}/provider/${encodeURIComponent(row.provider_id)}`;
    await this.mail.send(row.email, reviewResponseMail(row.provider_name, link));
  }

  /**
   * Appeals a review (the provider's owner only): stores the description and the evidence
   * and marks the review appealUnderReview; 409 while an earlier appeal is still under
   * review. Evidence is private documents (POST /documents/upload) that the appellant
   * uploaded: a public image or anyone else's document is refused.
   */
  async appeal(user: User, reviewId: string, body: TAppealBody): Promise<TReview> {
    const keys = body.fileUrls.map((url) => this.storage.keyOfPrivateUrl(url));
    const own = await this.uploads.ownedBy(
      user.id,
      keys.filter((key): key is string => key !== null),
    );
    for (const [i, key] of keys.entries()) {
      if (key === null || !own.has(key))
        throw new BadRequestException(
          errorBody(400, MESSAGES.appealFileNotYours, {
            errors: [{ path: `fileUrls.${i}`, message: MESSAGES.appealFileNotYours }],
          }),
        );
    }
    await this.dataSource.transaction(async (manager) => {
      const [review]: Array<{ provider_id: string; appeal_under_review: boolean }> =
        await manager.query(
          'SELECT provider_id, appeal_under_review FROM reviews WHERE id = $1 FOR UPDATE',
          [reviewId],
        );
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      await loadOwnedProvider(manager, user, review.provider_id);
      if (review.appeal_under_review) throw new ConflictException(MESSAGES.appealUnderReview);
      await manager.query(
        `UPDATE reviews SET appeal_under_review = true, appeal_text = $2, appeal_files = $3,
           appealed_at = now() WHERE id = $1`,
        [reviewId, body.description.trim(), body.fileUrls],
      );
    });
    return this.findOne(reviewId);
  }

  /** Its author or an admin (roles read from the user row) may delete a review. */
  async delete(user: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [review]: Array<{ author_id: string; provider_id: string }> = await manager.query(
        'SELECT author_id, provider_id FROM reviews WHERE id = $1',
        [id],
      );
      if (!review) throw new NotFoundException(REVIEW_MESSAGES.reviewNotFound);
      if (review.author_id !== user.id && !user.roles.includes('admin'))
        throw new ForbiddenException(REVIEW_MESSAGES.notYours);
      await manager.query('SELECT 1 FROM providers WHERE id = $1 FOR UPDATE', [review.provider_id]);
      await manager.query('DELETE FROM reviews WHERE id = $1', [id]);
      await recomputeProviderRating(manager, review.provider_id);
    });
  }
}

/**
 * Removes a review by a moderators' decision (appeal or report) inside the caller's
 * transaction, after it locked the provider row; the provider's rating follows.
 */
export async function removeReview(
  manager: EntityManager,
  reviewId: string,
  providerId: string,
): Promise<void> {
  await manager.query('DELETE FROM reviews WHERE id = $1', [reviewId]);
  await recomputeProviderRating(manager, providerId);
}

/**
 * Sets a provider's rating (mean of its reviews' ratings, one decimal; 0 without reviews)
 * and review_count, over the reviews that count (a confirmed consumer alert's do not). Call it inside the transaction that wrote the reviews, after locking
 * the provider row (SELECT ... FOR UPDATE).
 */
export async function recomputeProviderRating(
  manager: EntityManager,
  providerId: string,
): Promise<void> {
  await manager.query(
    `UPDATE providers p
     SET rating = COALESCE(s.avg, 0), review_count = s.n
     FROM (SELECT round(avg(rating), 1) AS avg, count(*)::int AS n
           FROM reviews WHERE provider_id = $1 AND counted) s
     WHERE p.id = $1`,
    [providerId],
  );
}
