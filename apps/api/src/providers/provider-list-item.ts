import { METERS_PER_MILE, TProviderListItem } from '@app/contracts';

/** The radius of earthdistance's earth() (metres): turns a chord (<->) into an arc. */
export const EARTH_RADIUS_M = 6378168;

/** earth_distance for a straight-line (chord, cube) distance: metres along the surface. */
export const chordToArc = (chordMeters: number) =>
  2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chordMeters / (2 * EARTH_RADIUS_M)));

/** The straight-line (chord) metres of an arc along the surface (chordToArc's inverse). */
export const arcToChord = (arcMeters: number) =>
  2 * EARTH_RADIUS_M * Math.sin(arcMeters / (2 * EARTH_RADIUS_M));

/** Miles along the Earth's surface for a straight-line (chord) distance in metres. */
export function chordToMiles(chordMeters: number): number {
  return Math.round((chordToArc(chordMeters) / METERS_PER_MILE) * 10) / 10;
}

/**
 * The columns of a list item (raw rows). The arrays come as JSON: pg parses it natively,
 * where its text-array parser (a character at a time in JavaScript) was a tenth of the
 * memory a search's page allocated on the API's thread.
 */
export const LIST_ITEM_COLUMNS =
  'p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url, p.description, p.plan, to_json(p.specialties) AS specialties, p.quote, p.latitude, p.longitude, to_json(p.languages) AS languages';

export interface ProviderListRow {
  id: string;
  name: string;
  category: string;
  city: string | null;
  state: string | null;
  rating: string;
  review_count: number;
  logo_url: string | null;
  description: string;
  plan: TProviderListItem['plan'];
  specialties: string[];
  quote: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Languages the staff speaks (ISO 639-1). */
  languages?: string[] | null;
  /** Search results with a place: straight-line metres to it. */
  distance_m?: number | null;
  /** Search results: open at the search's instant (null: unknown). */
  open_now?: boolean | null;
}

export function toListItem(row: ProviderListRow): TProviderListItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category as TProviderListItem['category'],
    city: row.city,
    state: row.state,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    image: row.logo_url,
    description: row.description,
    plan: row.plan,
    specialties: row.specialties,
    languages: row.languages ?? [],
    // Lists that read the point (search, sponsored) carry it: the results map places them.
    ...(row.latitude === undefined
      ? {}
      : { latitude: row.latitude, longitude: row.longitude ?? null }),
  };
}
