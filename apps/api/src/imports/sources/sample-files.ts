import path from 'node:path';

/**
 * The sample files shipped with the project (apps/api/sample-data/, written by
 * apps/api/scripts/sample-files.mjs), imported through the importer at the first start
 * with SEED=sample. Their names carry the release and the file date, as the published ones.
 */
export const SAMPLE_FILES = {
  overture: 'overture-places-2025-11-19.0-sample.parquet',
  nppes: 'npidata_pfile_20050523-20251109.csv',
} as const;

/** The folder of the sample files (next to dist/ and src/ in apps/api). */
export function sampleDataDir(): string {
  // This file is at src/imports/sources/ (tests) or dist/imports/sources/ (built).
  return path.resolve(__dirname, '..', '..', '..', 'sample-data');
}
