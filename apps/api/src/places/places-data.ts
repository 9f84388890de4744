import { createRequire } from 'node:module';
import { US_STATE_CODES } from '@app/contracts';

/**
 * The US ZIP codes of the `places` table (decision 0022), read from installed npm packages
 * (no network): city, state and centre from `zipcodes` (BSD; US federal ZIP data), each
 * ZIP's time zone from `tz-lookup` (CC0; the zone at its centre). The migration derives
 * the cities from them.
 */
export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  tz: string;
}

export interface ZipCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/**
 * The zones of US places. A ZIP centre near a border can fall in a Canadian or Mexican
 * zone (or in the sea): such ZIP codes take their state's most common zone instead.
 */
const US_TIME_ZONE =
  /^(America\/(New_York|Detroit|Chicago|Menominee|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak|Puerto_Rico|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+)|Pacific\/Honolulu)$/;

/** The ZIP codes of the 50 states, DC and Puerto Rico that have a city and a centre. */
export function usZipCodes(): ZipCode[] {
  const require = createRequire(__filename);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipCode> };
  const states = new Set<string>(US_STATE_CODES);
  return Object.values(codes).filter(
    (z) =>
      z.country === 'US' &&
      states.has(z.state) &&
      /^\d{5}$/.test(z.zip) &&
      Boolean(z.city) &&
      Number.isFinite(z.latitude) &&
      Number.isFinite(z.longitude) &&
      !(z.latitude === 0 && z.longitude === 0),
  );
}

/** Every ZIP code of the 50 states, DC and Puerto Rico that has a centre. */
export function loadZipRows(): ZipRow[] {
  const require = createRequire(__filename);
  const tzlookup = require('tz-lookup') as (lat: number, lng: number) => string;
  const rows = usZipCodes().map((z) => {
    let zone: string | null;
    try {
      zone = tzlookup(z.latitude, z.longitude);
    } catch {
      zone = null;
    }
    return {
      zip: z.zip,
      city: z.city,
      state: z.state,
      lat: z.latitude,
      lng: z.longitude,
      tz: zone && US_TIME_ZONE.test(zone) ? zone : '',
    };
  });
  const zones = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (!r.tz) continue;
    const counts = zones.get(r.state) ?? new Map<string, number>();
    counts.set(r.tz, (counts.get(r.tz) ?? 0) + 1);
    zones.set(r.state, counts);
  }
  const main = (state: string) =>
    [...(zones.get(state) ?? new Map<string, number>()).entries()].sort(
      (a, b) => b[1] - a[1],
    )[0]?.[0] ?? 'America/New_York';
  for (const r of rows) if (!r.tz) r.tz = main(r.state);
  return rows;
}
