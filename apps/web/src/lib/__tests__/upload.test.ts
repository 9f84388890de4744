import { describe, expect, it } from 'vitest';
import { uploadedUrl } from '../upload';

describe('uploadedUrl (spec 7: a plain string, url or data.url)', () => {
  it('reads each shape', () => {
    expect(uploadedUrl('/api/files/a.webp')).toBe('/api/files/a.webp');
    expect(uploadedUrl({ url: '/api/files/b.webp' })).toBe('/api/files/b.webp');
    expect(uploadedUrl({ data: { url: '/api/files/c.webp' } })).toBe('/api/files/c.webp');
  });

  it('says Invalid response format from image upload otherwise', () => {
    for (const answer of [null, {}, { data: {} }, { url: 3 }, ''])
      expect(() => uploadedUrl(answer)).toThrow('Invalid response format from image upload');
  });
});
