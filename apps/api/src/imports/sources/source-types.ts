import type { Category, ImportSource, ListingStatus } from '@app/contracts';

/**
 * The seam between a source's file and the import pipeline (issue 47, interfaces section 1):
 * a reader turns each row of a published file into one `SourceRow`, in file order.
 */
export interface ImportedListing {
  source: ImportSource; // 'overture' | 'nppes'
  recordId: string; // Overture `id` / the NPI
  release: string | null; // Overture release or NPPES file date (from metadata or file name)
  name: string;
  category: Category; // one of CATEGORIES
  specialties: string[]; // from alternate categories / secondary taxonomies (our words)
  phone: string | null; // normalised with the contracts' phone rule; null if none/invalid
  website: string | null; // normalised URL or null
  email: string | null;
  addressLine1: string | null;
  city: string;
  state: string; // 2-letter USPS code
  zip: string; // 5 digits
  latitude: number | null; // exact point when the source has one (Overture), else null
  longitude: number | null;
  status: ListingStatus; // Overture operating_status / NPPES deactivation
  confidence: number | null; // Overture confidence; null for NPPES
  npi: string | null;
  attribution: string | null; // Overture sources[].dataset names joined, with licences
}

export type SourceRow =
  | { kind: 'listing'; index: number; listing: ImportedListing }
  | { kind: 'skipped'; index: number; reason: string } // 'outside_us', 'unmapped_category:<name>', 'individual_without_practice'...
  | { kind: 'rejected'; index: number; reason: string; raw: string }; // raw ≤ 2,000 chars

/** The file cannot be read at all (wrong format, truncated, missing columns, encoding). */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** resume: skip rows with index < startAt (cheaply where the format allows) */
export interface ReadOptions {
  startAt?: number;
}
