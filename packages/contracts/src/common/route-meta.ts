/**
 * What a route declares about itself, in the contract: who may call it and which rate
 * limit applies. The API enforces both from here (one guard each); a route that declares
 * nothing requires a signed-in user.
 */
export const ACCESS_LEVELS = ['public', 'user', 'verified', 'provider', 'admin'] as const;
export type TAccess = (typeof ACCESS_LEVELS)[number];

export const RATE_LIMITS = [
  'login',
  'register',
  'verify',
  'resend',
  'reset',
  'upload',
  'review',
  'lead',
  'account',
  'search',
] as const;
export type TRateLimit = (typeof RATE_LIMITS)[number];

export interface TRouteMeta {
  access?: TAccess;
  rateLimit?: TRateLimit;
}

export function routeMeta(meta: TRouteMeta): TRouteMeta {
  return meta;
}

/** The access level a route declares ('user' when it declares none). */
export function accessOf(metadata: unknown): TAccess {
  const access = (metadata as TRouteMeta | undefined)?.access;
  return access && (ACCESS_LEVELS as readonly string[]).includes(access) ? access : 'user';
}

export function rateLimitOf(metadata: unknown): TRateLimit | undefined {
  const name = (metadata as TRouteMeta | undefined)?.rateLimit;
  return name && (RATE_LIMITS as readonly string[]).includes(name) ? name : undefined;
}
