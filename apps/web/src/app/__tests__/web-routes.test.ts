import { isWebRoute, WEB_ROUTES } from '@app/contracts';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';

/** Every page path of the router, parents joined, the catch-all left out. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    const own = route.index || (route.path && (route.lazy || route.element)) ? [here] : [];
    return [...own, ...pagePaths(route.children ?? [], here)];
  });
}

describe('the server knows the pages of the app (HTTP 404 for any other path)', () => {
  it('WEB_ROUTES of the contracts lists exactly the routes of the router', () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...WEB_ROUTES].sort());
  });

  it('matches parameters, any letter case and a trailing slash; nothing else', () => {
    expect(isWebRoute('/provider/abc-123')).toBe(true);
    expect(isWebRoute('/Admin/Claims/7/')).toBe(true);
    expect(isWebRoute('/provider')).toBe(false);
    expect(isWebRoute('/provider/1/2')).toBe(false);
    expect(isWebRoute('/nope')).toBe(false);
  });
});
