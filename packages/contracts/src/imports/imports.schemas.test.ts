import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from './imports.messages.js';
import { ZImportCreateBodySchema, ZImportFileNameSchema } from './imports.schemas.js';

describe('an import file name (inside DATA_DIR/imports/)', () => {
  it.each(['places.parquet', 'nppes/npidata_pfile_20261110.csv', 'uploads/1-ab-x.geojsonl'])(
    'takes %s',
    (name) => expect(ZImportFileNameSchema.parse(name)).toBe(name),
  );

  it.each([
    '../secret.csv',
    '/etc/passwd',
    'a/../../b.csv',
    '..',
    'C:\\data.csv',
    'a//b.csv',
    '\\\\host\\x',
  ])('refuses %s', (name) => {
    const result = ZImportFileNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(IMPORT_MESSAGES.fileOutsideFolder);
  });

  it('refuses control characters through the text rule', () => {
    expect(ZImportFileNameSchema.safeParse('a\u0000.csv').success).toBe(false);
  });
});

describe('POST /admin/imports as JSON', () => {
  it('takes a source, a file and an optional confidence floor from 0 to 1', () => {
    expect(ZImportCreateBodySchema.parse({ source: 'nppes', file: 'x.csv' })).toEqual({
      source: 'nppes',
      file: 'x.csv',
    });
    expect(
      ZImportCreateBodySchema.parse({ source: 'overture', file: 'x.parquet', confidence: '0.7' }),
    ).toMatchObject({ confidence: 0.7 });
    const bad = ZImportCreateBodySchema.safeParse({ source: 'yelp', file: '', confidence: 1.5 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      IMPORT_MESSAGES.sourceRequired,
      IMPORT_MESSAGES.fileRequired,
      IMPORT_MESSAGES.confidenceRange,
    ]);
  });
});
