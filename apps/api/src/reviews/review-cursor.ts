import { BadRequestException } from '@nestjs/common';
import { errorBody, type TReviewSort } from '@app/contracts';
import { REVIEW_MESSAGES } from './review-messages';

const RATING = 'CAST(:rating AS numeric)';
const AT = 'CAST(:createdAt AS timestamptz), CAST(:id AS uuid)';

/**
 * Keyset order and the 'after the cursor' condition of each review sort (:rating,
 * :createdAt and :id are the cursor's key).
 */
export const SORTS: Record<
  TReviewSort,
  { order: Record<string, 'ASC' | 'DESC'>; after: string; byRating: boolean }
> = {
  // Ties: newest first.
  rating_desc: {
    order: { 'r.rating': 'DESC', 'r.created_at': 'DESC', 'r.id': 'DESC' },
    after: `(r.rating < ${RATING} OR (r.rating = ${RATING} AND (r.created_at, r.id) < (${AT})))`,
    byRating: true,
  },
  rating_asc: {
    order: { 'r.rating': 'ASC', 'r.created_at': 'DESC', 'r.id': 'DESC' },
    after: `(r.rating > ${RATING} OR (r.rating = ${RATING} AND (r.created_at, r.id) < (${AT})))`,
    byRating: true,
  },
  newest: {
    order: { 'r.created_at': 'DESC', 'r.id': 'DESC' },
    after: `(r.created_at, r.id) < (${AT})`,
    byRating: false,
  },
  oldest: {
    order: { 'r.created_at': 'ASC', 'r.id': 'ASC' },
    after: `(r.created_at, r.id) > (${AT})`,
    byRating: false,
  },
};

export interface CursorKey {
  sort: TReviewSort;
  rating: string;
  createdAt: string;
  id: string;
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.sort, key.rating, key.createdAt, key.id])).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string, sort: TReviewSort): CursorKey {
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
