import { isLocale, type TReview } from '@app/contracts';
import type { ReviewWithAuthor } from './reviews.repository';

export function displayName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ') || 'Anonymous reviewer';
}

export function toReview(review: ReviewWithAuthor): TReview {
  return {
    id: review.id,
    providerId: review.providerId,
    author: {
      id: review.authorId,
      name: displayName(review.author.firstName, review.author.lastName),
      avatar: review.author.profilePicUrl,
      // Users have no location yet (spec 2 shows one; nothing stores it).
      location: null,
    },
    rating: Number(review.rating),
    ratings: {
      respectful: review.respectful,
      explained: review.explained,
      onTime: review.onTime,
      costs: review.costs,
      overall: review.overall,
    },
    text: review.text,
    photoUrls: review.photoUrls,
    createdAt: review.createdAt.toISOString(),
    editedAt: review.editedAt ? review.editedAt.toISOString() : null,
    response:
      review.responseText === null
        ? null
        : {
            text: review.responseText,
            createdAt: (review.responseAt ?? review.createdAt).toISOString(),
          },
    appealUnderReview: review.appealUnderReview,
    verification: review.verification ?? null,
    language: isLocale(review.language) ? review.language : null,
  };
}
