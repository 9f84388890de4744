/** Token string helpers, free of zod so the first page load stays small. */

/** A reset token is three dot-separated parts; links carry the dots as ___DOT___. */
export const TOKEN_DOT_PLACEHOLDER = '___DOT___';

export function encodeTokenForLink(token: string): string {
  return token.split('.').join(TOKEN_DOT_PLACEHOLDER);
}

export function decodeTokenFromLink(param: string): string {
  return param.split(TOKEN_DOT_PLACEHOLDER).join('.');
}

export function isThreePartToken(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => p.length > 0);
}

/** Strips an optional 'Bearer ' prefix from a stored or received token. */
export function stripBearer(token: string): string {
  return token.replace(/^Bearer\s+/i, '').trim();
}
