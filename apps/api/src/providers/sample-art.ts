import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { SAMPLE_ART_SCHEME } from './sample-data';

const PALETTE = [
  '#1d4ed8',
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#0369a1',
  '#15803d',
  '#a16207',
];

/** Whether a sample-data picture field names art to draw rather than a stored file. */
export function isSampleArt(value: string | null): value is string {
  return value !== null && value.startsWith(SAMPLE_ART_SCHEME);
}

/**
 * Draws the picture a `sample-art:<seed>/<width>/<height>` value describes: a gradient and
 * a few shapes in colours picked from the seed, the same every time. PNG bytes.
 */
export function drawSampleArt(value: string): Promise<Buffer> {
  const [seed = 'art', w = '300', h = '300'] = value.slice(SAMPLE_ART_SCHEME.length).split('/');
  const width = Math.min(2000, Math.max(16, Number(w)));
  const height = Math.min(2000, Math.max(16, Number(h)));
  const bytes = createHash('sha256').update(seed).digest();
  const colour = (i: number) => PALETTE[bytes[i]! % PALETTE.length]!;
  const at = (i: number, max: number) => Math.round((bytes[i]! / 255) * max);
  const shapes = [0, 1, 2]
    .map((k) => {
      const r = Math.round(Math.min(width, height) * (0.18 + (bytes[10 + k]! / 255) * 0.3));
      return `<circle cx="${at(4 + k, width)}" cy="${at(7 + k, height)}" r="${r}" fill="#ffffff" fill-opacity="${0.12 + k * 0.08}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour(1)}"/><stop offset="1" stop-color="${colour(2)}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
