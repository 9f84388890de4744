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
  'sponsored',
  'listing',
] as const;
export type TRateLimit = (typeof RATE_LIMITS)[number];

/**
 * Error answers a route gives beyond those its shape implies (the OpenAPI document derives
 * 400 from inputs, 401/403 from access, 404 from path ids, 413 from bodies, 429 from rate
 * limits): the status and when it happens, e.g. `{ 409: 'The provider already has an owner' }`.
 */
export type TRouteErrors = Partial<Record<400 | 403 | 404 | 409 | 410 | 422 | 429 | 503, string>>;

export interface TRouteMeta {
  access?: TAccess;
  rateLimit?: TRateLimit;
  errors?: TRouteErrors;
  /** The success answer is a file to save (`Content-Disposition: attachment`). */
  download?: boolean;
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
