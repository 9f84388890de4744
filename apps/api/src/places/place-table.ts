import type { Querier } from '../database/querier';
import { allPlaces, type PlaceRow } from './places.repository';

/**
 * The `places` table in memory (decision 0041): read-only once its migration has loaded
 * it, so `near` is resolved without a statement. Answers as the statement it replaced:
 * the place with the id, else the city with the key, else the biggest city of that name.
 */
export class PlaceTable {
  private readonly byId = new Map<string, PlaceRow>();
  private readonly zips = new Map<string, PlaceRow>();
  private readonly cities = new Map<string, PlaceRow>();
  /** 'miami' → the biggest of 'miami fl', 'miami ok', ... (ties: the first id). */
  private readonly named = new Map<string, { place: PlaceRow; weight: number }>();

  static async load(db: Querier): Promise<PlaceTable> {
    const table = new PlaceTable();
    for (const { key, weight, ...place } of await allPlaces(db)) {
      table.byId.set(place.id, place);
      if (place.kind === 'zip') {
        table.zips.set(key, place);
        continue;
      }
      table.cities.set(key, place);
      // A city's key ends in its two-letter state ('miami fl').
      const name = key.slice(0, -3);
      const known = table.named.get(name);
      const heavier =
        !known || weight > known.weight || (weight === known.weight && place.id < known.place.id);
      if (heavier) table.named.set(name, { place, weight });
    }
    return table;
  }

  /** How many places (ZIP codes and cities) the table holds. */
  get size(): number {
    return this.byId.size;
  }

  zip(zip: string): PlaceRow | undefined {
    return this.zips.get(zip);
  }

  city(key: string, id: string): PlaceRow | undefined {
    return this.byId.get(id) ?? this.cities.get(key) ?? this.named.get(key)?.place;
  }
}
