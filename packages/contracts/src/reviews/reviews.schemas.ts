import { z } from 'zod';
import { REVIEW_SORTS } from './review-sorts.js';
import { MAX_APPEAL_FILES, MAX_REVIEW_PHOTOS } from '../constants.js';
import { cursorEnvelope, dataEnvelope } from '../common/envelope.schemas.js';
import { MESSAGES } from '../rules/messages.js';
import { singleLineText, zAppealText, zResponseText, zReviewText, zUuid } from '../rules/text.js';
import { zUrlText } from '../rules/urls.js';
import { ZReviewVerificationSchema } from './verification.js';
import { FIELD_MESSAGES, FIELD_MESSAGE_TEMPLATES } from '../rules/api-messages.js';

/** The five questions of a new review (spec 3, New review draft), each 1 to 5. */
export const REVIEW_QUESTIONS = ['respectful', 'explained', 'onTime', 'costs', 'overall'] as const;
export type TReviewQuestion = (typeof REVIEW_QUESTIONS)[number];
export const REVIEW_QUESTION_LABELS: Record<TReviewQuestion, string> = {
  respectful: 'Were they respectful and professional?',
  explained: 'Did they explain things clearly?',
  onTime: 'Were they on time?',
  costs: 'Were the costs clear and fair?',
  overall: 'How satisfied are you overall?',
};
/** How the five answers read on a published review (spec 3, Review breakdown). */
export const REVIEW_BREAKDOWN_LABELS: Record<TReviewQuestion, string> = {
  respectful: 'Professionalism',
  explained: 'Communication',
  onTime: 'Punctuality',
  costs: 'Transparency',
  overall: 'Satisfaction',
};

const zScore = z
  .number({
    required_error: MESSAGES.reviewRatingsRequired,
    invalid_type_error: MESSAGES.reviewRatingsRequired,
  })
  .int(MESSAGES.reviewRatingsRequired)
  .min(1, MESSAGES.reviewRatingsRequired)
  .max(5, FIELD_MESSAGES.ratingsRange);

export const ZReviewRatingsSchema = z.object({
  respectful: zScore,
  explained: zScore,
  onTime: zScore,
  costs: zScore,
  overall: zScore,
});
export type TReviewRatings = z.infer<typeof ZReviewRatingsSchema>;

export const ZCreateReviewBodySchema = z.object({
  ratings: ZReviewRatingsSchema,
  text: zReviewText,
  photoUrls: z
    .array(zUrlText)
    .max(MAX_REVIEW_PHOTOS, FIELD_MESSAGE_TEMPLATES.atMostPhotos(MAX_REVIEW_PHOTOS))
    .default([]),
  /** The token of a review invitation (its mail's link): labels the review 'invited'. */
  invitationToken: singleLineText(z.string().min(20).max(200)).optional(),
});
export type TCreateReviewBody = z.infer<typeof ZCreateReviewBodySchema>;
/** An author's edit of their review: the whole review again, under the same rules as a new one. */
export const ZUpdateReviewBodySchema = ZCreateReviewBodySchema.omit({ invitationToken: true });
export type TUpdateReviewBody = z.infer<typeof ZUpdateReviewBodySchema>;

export const ZReviewAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  location: z.string().nullable(),
});

export const ZReviewSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  author: ZReviewAuthorSchema,
  /** Overall = mean of the five answers, one decimal. */
  rating: z.number().min(1).max(5),
  ratings: ZReviewRatingsSchema,
  text: z.string(),
  photoUrls: z.array(z.string()),
  createdAt: z.string(),
  /** When its author last edited it (PATCH /reviews/{id}); null if never. */
  editedAt: z.string().nullable(),
  response: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  appealUnderReview: z.boolean(),
  /** 'contact' | 'invited' | null, set when the review was written (docs/decisions/0029). */
  verification: ZReviewVerificationSchema,
  /** The language the text is written in, where the API could tell; null: unknown (issue 19). */
  language: z.enum(['en', 'es']).nullable().optional(),
});
export type TReview = z.infer<typeof ZReviewSchema>;

export { REVIEW_SORT_LABELS, REVIEW_SORTS, type TReviewSort } from './review-sorts.js';

export const ZReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default('rating_desc'),
  cursor: singleLineText(z.string().max(200)).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TReviewsQuery = z.infer<typeof ZReviewsQuerySchema>;

export const ZReviewsResponseSchema = cursorEnvelope(ZReviewSchema);
export const ZReviewResponseSchema = dataEnvelope(ZReviewSchema);
export const ZReviewIdParamsSchema = z.object({
  id: zUuid(FIELD_MESSAGES.invalidReviewId),
});

/** The provider's reply to a review (owner): at least 100 characters; PUT replaces it. */
export const ZReviewReplyBodySchema = z.object({ text: zResponseText });
export type TReviewReplyBody = z.infer<typeof ZReviewReplyBodySchema>;

/**
 * An appeal of a review (owner): a description of at least 100 characters and up to 5
 * files uploaded to this site first: images (POST /images/upload) or PDF/JPG/PNG documents
 * (POST /documents/upload, kept private). 409 while an earlier appeal is under review.
 */
export const ZAppealBodySchema = z.object({
  description: zAppealText,
  fileUrls: z.array(zUrlText).max(MAX_APPEAL_FILES, MESSAGES.appealMaxFiles).default([]),
});
export type TAppealBody = z.infer<typeof ZAppealBodySchema>;
