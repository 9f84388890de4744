/**
 * The duplicate rule (issue 47), shared by 'Add your business', the admin's New listing and the
 * importer's matching: two records are the same business when their normalised phones are equal,
 * or their names are similar (pg_trgm `similarity` ≥ NAME_SIMILARITY) and their points lie within
 * SAME_BUSINESS_METERS. A similar name between SAME_BUSINESS_METERS and POSSIBLE_DUPLICATE_METERS
 * (or two candidates) is ambiguous: the importer queues it for review, 'Add your business' shows it
 * as a likely duplicate.
 */
export const SAME_BUSINESS_METERS = 150;
export const POSSIBLE_DUPLICATE_METERS = 500;
export const NAME_SIMILARITY = 0.5;

/**
 * A phone as compared for matching: its last 10 digits (a US number without the country code),
 * or null when it has fewer than 10 digits (no phone, or one that cannot identify a business).
 */
export function normalizePhoneForMatch(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return digits.slice(-10);
}
