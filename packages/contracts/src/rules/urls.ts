import { z } from 'zod';
import { isValidPhone } from './address.js';
import { isMailableEmail } from './email.js';
import { MESSAGES } from './messages.js';
import { singleLineText } from './text.js';

export const URL_MAX_LENGTH = 2048;

function parseHttpUrl(value: string): URL | null {
  if (value.length > URL_MAX_LENGTH || /\s/.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Any absolute http(s) URL (claim website, social links). */
export function isHttpUrl(value: string): boolean {
  return parseHttpUrl(value.trim()) !== null;
}

/** A website: http(s) and a host with a dot in it (spec 5, profile edit). */
export function isWebsiteUrl(value: string): boolean {
  const url = parseHttpUrl(value.trim());
  if (!url) return false;
  const parts = url.hostname.split('.');
  return parts.length >= 2 && parts.every((p) => p.length > 0);
}

/**
 * A button's link (mini-site): an absolute http(s) URL, a `tel:` link with a phone number
 * ('tel:+1-305-555-0100', so a 'Call now' button works) or a `mailto:` link with an address
 * that has a domain suffix (an optional '?subject=…' query may follow).
 */
export function isButtonUrl(value: string): boolean {
  const v = value.trim();
  if (v.length > URL_MAX_LENGTH || /\s/.test(v)) return false;
  const lower = v.toLowerCase();
  if (lower.startsWith('tel:')) {
    let number: string;
    try {
      number = decodeURIComponent(v.slice(4));
    } catch {
      return false;
    }
    return isValidPhone(number);
  }
  if (lower.startsWith('mailto:')) {
    const [address = '', query] = v.slice(7).split(/\?(.*)/s, 2);
    let decoded: string;
    try {
      decoded = decodeURIComponent(address);
    } catch {
      return false;
    }
    return isMailableEmail(decoded) && (query === undefined || !/[<>"]/.test(query));
  }
  return isHttpUrl(v);
}

export const zWebsite = singleLineText(
  z
    .string({ required_error: MESSAGES.websiteRequired })
    .trim()
    .min(1, MESSAGES.websiteRequired)
    .refine(isWebsiteUrl, MESSAGES.websiteInvalid),
);

export const zClaimWebsite = singleLineText(
  z
    .string({ required_error: MESSAGES.claimUrl })
    .trim()
    .min(1, MESSAGES.claimUrl)
    .refine(isHttpUrl, MESSAGES.claimUrl),
);

/** Optional link: empty means none; otherwise a valid URL ('Invalid URL'). */
export const zOptionalUrl = singleLineText(
  z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpUrl(v), MESSAGES.urlInvalid),
);

/** A URL-sized single line: a picture or file this server issued, checked by the API. */
export const zUrlText = singleLineText(z.string().max(URL_MAX_LENGTH));

export { SOCIAL_NETWORKS } from '../providers/provider-labels.js';
export const zSocialLinks = z.object({
  twitter: zOptionalUrl.optional().default(''),
  instagram: zOptionalUrl.optional().default(''),
  linkedin: zOptionalUrl.optional().default(''),
  facebook: zOptionalUrl.optional().default(''),
  tiktok: zOptionalUrl.optional().default(''),
});
export type TSocialLinks = z.infer<typeof zSocialLinks>;
