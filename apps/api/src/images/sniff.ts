export type ImageKind = 'jpg' | 'png' | 'gif' | 'webp';
export type DocumentKind = 'pdf' | 'jpg' | 'png';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * The image type from the first bytes (never from the name or the declared type). Only the
 * four web formats qualify; anything else, or too few bytes, is not an image.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Claim and appeal documents: PDF, JPG or PNG by content (spec 5). */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  const image = sniffImage(bytes);
  return image === 'jpg' || image === 'png' ? image : null;
}
