import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { accessOf, rateLimitOf, TAccess, TRateLimit, TRouteMeta } from '@app/contracts';
import { TsRestAppRouteMetadataKey } from '@ts-rest/nest';

const ROUTE_META_KEY = 'route-meta';

/**
 * For plain controllers that ts-rest cannot describe (multipart uploads): the same
 * declaration a contract route carries in its `metadata`.
 */
export const RouteMeta = (meta: TRouteMeta) => SetMetadata(ROUTE_META_KEY, meta);

function metaOf(context: ExecutionContext, reflector: Reflector): unknown {
  const tsRest = reflector.get<{ appRoute?: { metadata?: unknown } } | undefined>(
    TsRestAppRouteMetadataKey,
    context.getHandler(),
  );
  return (
    tsRest?.appRoute?.metadata ??
    reflector.getAllAndOverride(ROUTE_META_KEY, [context.getHandler(), context.getClass()])
  );
}

export function routeAccess(context: ExecutionContext, reflector: Reflector): TAccess {
  return accessOf(metaOf(context, reflector));
}

export function routeRateLimit(
  context: ExecutionContext,
  reflector: Reflector,
): TRateLimit | undefined {
  return rateLimitOf(metaOf(context, reflector));
}
