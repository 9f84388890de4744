import { z } from 'zod';
import { dataEnvelope } from '../common/envelope.schemas.js';
import { zFileField } from '../common/schema-docs.js';
import { CLAIM_FILE_MAX_BYTES } from '../constants.js';
import { DOCUMENT_MIME_TYPES } from '../rules/files.js';
import { isValidPhone } from '../rules/address.js';
import { emailField } from '../rules/email.js';
import { MESSAGES } from '../rules/messages.js';
import { singleLineText } from '../rules/text.js';
import { zClaimWebsite } from '../rules/urls.js';
import { FIELD_MESSAGE_TEMPLATES } from '../rules/api-messages.js';

export const CLAIM_STATUSES = ['pending', 'approved', 'cancelled'] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];
export const ZClaimStatusSchema = z.enum(CLAIM_STATUSES);

/** The two documents of a claim: multipart file fields of POST /providers/{id}/claims. */
export const CLAIM_DOCUMENT_FIELDS = ['registration', 'addressProof'] as const;
export type TClaimDocumentField = (typeof CLAIM_DOCUMENT_FIELDS)[number];

export const CLAIM_TEXT_MAX = 200;

const zClaimInfoText = z
  .string({
    required_error: MESSAGES.claimInfoRequired,
    invalid_type_error: MESSAGES.claimInfoRequired,
  })
  .trim()
  .min(1, MESSAGES.claimInfoRequired)
  .max(CLAIM_TEXT_MAX, FIELD_MESSAGE_TEMPLATES.atMostCharacters(CLAIM_TEXT_MAX));
const zClaimInfo = singleLineText(zClaimInfoText);

/**
 * The text fields of the claim form (spec 5, Claim form). They arrive as multipart fields;
 * the API validates them with this schema, the web form with the same one.
 */
export const ZClaimFieldsSchema = z.object({
  websiteUrl: zClaimWebsite,
  workEmail: emailField(MESSAGES.claimEmail, MESSAGES.claimEmail),
  fullName: zClaimInfo,
  jobTitle: zClaimInfo,
  phoneNumber: singleLineText(zClaimInfoText.refine(isValidPhone, MESSAGES.phoneInvalid)),
});
export type TClaimFields = z.infer<typeof ZClaimFieldsSchema>;

function claimDocument(description: string) {
  return zFileField({
    description,
    mediaTypes: DOCUMENT_MIME_TYPES,
    maxBytes: CLAIM_FILE_MAX_BYTES,
  });
}

/** The multipart body of POST /providers/{id}/claims: the two documents, then the fields. */
export const ZClaimSubmitBodySchema = z.object({
  registration: claimDocument('Business registration, 10 MB at most'),
  addressProof: claimDocument('Proof of address, 10 MB at most'),
  ...ZClaimFieldsSchema.shape,
});
export type TClaimSubmitBody = z.infer<typeof ZClaimSubmitBodySchema>;

/** What a submitted claim answers: `{ data: { id, status: 'pending' } }`. */
export const ZClaimCreatedSchema = z.object({
  id: z.string().uuid(),
  status: z.literal('pending'),
});
export const ZClaimCreatedResponseSchema = dataEnvelope(ZClaimCreatedSchema);

/** The caller's latest claim on a provider, or null when they have none. */
export const ZMyClaimSchema = z.object({
  id: z.string().uuid(),
  status: ZClaimStatusSchema,
  createdAt: z.string(),
});
export type TMyClaim = z.infer<typeof ZMyClaimSchema>;
export const ZMyClaimResponseSchema = dataEnvelope(ZMyClaimSchema.nullable());
