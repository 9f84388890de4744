/**
 * Names that people chose (a profile's name, a lead's name, a claimant's name) as our mails
 * carry them (issue 43, decision 0058): one line (no control characters, no bidirectional
 * overrides, no header lines), without web addresses, email addresses or domain names (a
 * mail from us never carries a link someone else wrote into a name), at most
 * MAIL_NAME_MAX characters. A name left empty reads as `fallback`.
 */
export const MAIL_NAME_MAX = 80;

/** Controls, line and paragraph separators, bidirectional embeddings, overrides and isolates. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;
/** scheme://…, www.…, name@host, and bare host names (labels, a dot, a TLD of 2+ letters). */
const ADDRESS =
  /\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|\S+@\S+|\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]+)\b(?:[/:?#]\S*)?/giu;
/** What a removed address leaves at either end: separators and spaces. */
const DANGLING = /^[\s\-–—:;,|/\\.]+|[\s\-–—:;,|/\\]+$/gu;

export function mailName(value: string, fallback = ''): string {
  let name = value.replace(INVISIBLE, ' ').replace(ADDRESS, ' ');
  name = name.replace(/\s+/gu, ' ').replace(DANGLING, '').trim();
  if (name.length > MAIL_NAME_MAX) name = `${name.slice(0, MAIL_NAME_MAX - 1).trimEnd()}…`;
  return name || fallback;
}
