/**
 * A listing's life (issue 47): open, closed for a while, closed for good, or merged into
 * another listing (then `mergedInto` names the one kept and its URL answers 301 to it).
 */
export const LISTING_STATUSES = ['open', 'temporarily_closed', 'permanently_closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const CLOSED_STATUSES = ['temporarily_closed', 'permanently_closed'] as const;
export type ClosedStatus = (typeof CLOSED_STATUSES)[number];

/** The datasets a listing's facts come from, with the attribution each licence asks for. */
export const LISTING_SOURCES = {
  overture: {
    name: 'Overture Maps Foundation',
    licence: 'CDLA-Permissive-2.0, Apache-2.0 and CC0 (per source)',
    attribution: 'Overture Maps Foundation, Places theme (sources as listed per record)',
    url: 'https://overturemaps.org',
  },
  nppes: {
    name: 'NPPES',
    licence: 'Public domain (U.S. CMS)',
    attribution:
      'National Plan and Provider Enumeration System (NPPES), U.S. Centers for Medicare & Medicaid Services',
    url: 'https://npiregistry.cms.hhs.gov',
  },
  owner: {
    name: 'The business',
    licence: 'Submitted by its owner',
    attribution: 'Added by the business',
    url: null,
  },
  admin: {
    name: 'InjuryPros',
    licence: 'Added by an administrator',
    attribution: 'Added by InjuryPros',
    url: null,
  },
} as const;
export type ListingSource = keyof typeof LISTING_SOURCES;
export const LISTING_SOURCE_NAMES = [
  'overture',
  'nppes',
  'owner',
  'admin',
] as const satisfies readonly ListingSource[];
export const IMPORT_SOURCES = ['overture', 'nppes'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
