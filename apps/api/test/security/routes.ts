import { contract } from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';

export interface NamedRoute {
  /** Dotted path in the contract, e.g. `reviews.deleteReview`. */
  name: string;
  route: AppRoute;
}

function isRoute(value: unknown): value is AppRoute {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppRoute).method === 'string' &&
    typeof (value as AppRoute).path === 'string'
  );
}

/** Every route of the contract, found by walking it: a new endpoint is covered at once. */
export function contractRoutes(router: unknown = contract, prefix = ''): NamedRoute[] {
  return Object.entries(router as Record<string, unknown>).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isRoute(value)) return [{ name, route: value }];
    if (typeof value === 'object' && value !== null) return contractRoutes(value, name);
    return [];
  });
}

/** `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? '');
}
