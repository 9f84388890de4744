import type { TProviderProfileQuery } from '@app/contracts';

/**
 * The place a visitor searched from (`near`, or `lat` + `lng`) in a page's query string, as
 * the profile route takes it; undefined when the page names none or only half a point.
 */
export function placeOf(search: string): TProviderProfileQuery | undefined {
  const params = new URLSearchParams(search);
  const near = params.get('near')?.trim();
  if (near) return { near };
  const lat = Number(params.get('lat') ?? NaN);
  const lng = Number(params.get('lng') ?? NaN);
  if (params.get('lat') && params.get('lng') && Number.isFinite(lat) && Number.isFinite(lng))
    return { lat, lng };
  return undefined;
}

/** The query string passing that place on to a provider's page ('?near=33101'), or ''. */
export function placeSearch(search: string): string {
  const place = placeOf(search);
  if (!place) return '';
  return `?${new URLSearchParams(Object.entries(place).map(([k, v]) => [k, String(v)])).toString()}`;
}
