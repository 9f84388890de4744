import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { SAMPLE_ART_SCHEME } from './sample-data';

/**
 * Brand colours a sample provider may get (dark, light), picked from its id: muted,
 * professional tones, each dark one readable under white initials.
 */
const BRAND_COLOURS: ReadonlyArray<readonly [string, string]> = [
  ['#1e3a8a', '#93c5fd'],
  ['#115e59', '#5eead4'],
  ['#14532d', '#86efac'],
  ['#7f1d1d', '#fca5a5'],
  ['#581c87', '#d8b4fe'],
  ['#9a3412', '#fdba74'],
  ['#334155', '#cbd5e1'],
  ['#0c4a6e', '#7dd3fc'],
  ['#831843', '#f9a8d4'],
  ['#3f6212', '#bef264'],
];
/** Portrait backgrounds of sample reviewers: calm mid tones under white initials. */
const AVATAR_COLOURS = ['#475569', '#0f766e', '#4338ca', '#9d174d', '#b45309', '#166534'];

export type SampleArtKind = 'logo' | 'banner' | 'photo' | 'avatar';

export interface SampleArtSpec {
  kind: SampleArtKind;
  /** Whose picture it is (provider or reviewer id): picks the colours and the initials. */
  owner: string;
  /** The photo's number among the owner's photos (varies the placeholder). */
  variant: number;
  width: number;
  height: number;
}

/** Whether a sample-data picture field names art to draw rather than a stored file. */
export function isSampleArt(value: string | null): value is string {
  return value !== null && value.startsWith(SAMPLE_ART_SCHEME);
}

/** `sample-art:demo-1-logo/300/300` → what to draw (the seed's suffix says the kind). */
export function parseSampleArt(value: string): SampleArtSpec {
  const [seed = 'art', w = '300', h = '300'] = value.slice(SAMPLE_ART_SCHEME.length).split('/');
  const width = Math.min(2000, Math.max(16, Number(w) || 300));
  const height = Math.min(2000, Math.max(16, Number(h) || 300));
  const match = /^(.*)-(logo|banner|avatar|post-(\d+))$/.exec(seed);
  if (!match) return { kind: 'photo', owner: seed, variant: 1, width, height };
  const kind: SampleArtKind = match[3] ? 'photo' : (match[2] as Exclude<SampleArtKind, 'photo'>);
  return { kind, owner: match[1]!, variant: Number(match[3] ?? 1), width, height };
}

/** 'Smith & Partners Injury Law' → 'SP'; 'Maria Gonzalez' → 'MG'; one word → its first letter. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s/-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length > 0 && !/^(and|of|the|at|for)$/i.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

function pick<T>(owner: string, list: readonly T[]): T {
  return list[createHash('sha256').update(owner).digest()[0]! % list.length]!;
}

/**
 * A provider's (dark, light) brand colours: the same for its logo, banner and photos. The
 * sample providers (demo-1, demo-2…) take them in turn, so neighbours in a list differ.
 */
export function brandColours(owner: string): readonly [string, string] {
  const demo = /^demo-(\d+)$/.exec(owner);
  if (demo) return BRAND_COLOURS[(Number(demo[1]) - 1) % BRAND_COLOURS.length]!;
  return pick(owner, BRAND_COLOURS);
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700"`;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function initialsSvg(size: number, background: string, accent: string | null, text: string) {
  const ring = accent
    ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.4}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="${size * 0.025}"/>`
    : '';
  const fontSize = Math.round(size * (text.length > 1 ? 0.34 : 0.42));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="${background}"/>${ring}
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" ${FONT} font-size="${fontSize}" fill="#ffffff" letter-spacing="${Math.round(size * 0.01)}">${escapeXml(text)}</text>
  </svg>`;
}

function bannerSvg(width: number, height: number, [dark, light]: readonly [string, string]) {
  const lines = Array.from({ length: Math.ceil(width / 48) + 8 }, (_, i) => {
    const x = i * 48 - height;
    return `<line x1="${x}" y1="${height}" x2="${x + height}" y2="0" stroke="#ffffff" stroke-opacity="0.06" stroke-width="14"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${dark}" stop-opacity="0.78"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="${light}"/>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${lines}
  </svg>`;
}

/** A neutral photo placeholder: warm grey, a picture glyph (hills and a sun), a brand stripe. */
function photoSvg(width: number, height: number, variant: number, dark: string) {
  const s = Math.min(width, height) * 0.36;
  const cx = width / 2;
  const cy = height / 2;
  const left = cx - s / 2;
  const top = cy - s * 0.38;
  const sunX = left + s * (0.28 + ((variant * 0.17) % 0.45));
  const shades = ['#e7e5e4', '#e2e8f0', '#ece7e1', '#e5e7eb'];
  const base = shades[variant % shades.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="#d6d3d1"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <rect x="${left}" y="${top}" width="${s}" height="${s * 0.76}" rx="${s * 0.08}" fill="#f5f5f4" stroke="#a8a29e" stroke-width="${Math.max(2, s * 0.03)}"/>
    <circle cx="${sunX}" cy="${top + s * 0.22}" r="${s * 0.08}" fill="#a8a29e"/>
    <path d="M ${left + s * 0.08} ${top + s * 0.66} L ${left + s * 0.38} ${top + s * 0.34} L ${left + s * 0.56} ${top + s * 0.52} L ${left + s * 0.68} ${top + s * 0.42} L ${left + s * 0.92} ${top + s * 0.66} Z" fill="#a8a29e"/>
    <rect y="${height - Math.max(4, height * 0.02)}" width="${width}" height="${Math.max(4, height * 0.02)}" fill="${dark}" fill-opacity="0.7"/>
  </svg>`;
}

/**
 * Draws the picture a `sample-art:<owner>-<kind>/<width>/<height>` value describes, the same
 * every time, as PNG bytes: a provider's logo is its initials in its brand colours, its
 * banner a pattern in those colours, a post photo a neutral placeholder, a reviewer's
 * picture their initials. `nameOf` answers the owner's name (for the initials).
 */
export function drawSampleArt(
  value: string,
  nameOf: (owner: string) => string | undefined = () => undefined,
): Promise<Buffer> {
  const spec = parseSampleArt(value);
  const { width, height, owner } = spec;
  const name = nameOf(owner) ?? owner;
  const [dark, light] = brandColours(owner);
  let svg: string;
  switch (spec.kind) {
    case 'logo':
      svg = initialsSvg(Math.min(width, height), dark, light, initialsOf(name));
      break;
    case 'avatar':
      svg = initialsSvg(
        Math.min(width, height),
        pick(owner, AVATAR_COLOURS),
        null,
        initialsOf(name),
      );
      break;
    case 'banner':
      svg = bannerSvg(width, height, [dark, light]);
      break;
    default:
      svg = photoSvg(width, height, spec.variant, dark);
  }
  return sharp(Buffer.from(svg)).png().toBuffer();
}
