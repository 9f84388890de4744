import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  barePlacesInText,
  INJURY_FACTS,
  MESSAGES,
  METERS_PER_MILE,
  placesInText,
  RADIUS_DEFAULT_MILES,
  searchKey,
  synonymOf,
  type TPlace,
  type TProvidersList,
  type TProvidersQuery,
  type TSuggestion,
  MAX_SUGGESTIONS,
  ZSuggestResponseSchema,
} from '@app/contracts';
import type { Pool, QueryResultRow } from 'pg';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { DB_POOL_SIZE } from '../database/data-source-options';
import { PlacesService } from '../places/places.service';
import { badQuery } from './bad-query';
import { chordToMiles, type ProviderListRow, toListItem } from './provider-list-item';
import { SearchCache } from './search-cache';
import { ConcurrencyGate } from './search-gate';
import { SearchIndexService } from './search-index.service';
import { searchSql, type SearchDb } from './search-sql';
import { countLimitOf, runSearch, type SearchQuery } from './search-statement';

/** The directory search and the name suggestions (decision 0006, issue 15), cached. */
@Injectable()
export class ProviderSearchService {
  private readonly listCache: SearchCache<TProvidersList>;
  private readonly suggestCache: SearchCache<{ data: TSuggestion[] }>;
  /** Text searches that miss the cache hold at most half the pool (search-gate.ts). */
  private readonly searchGate = new ConcurrencyGate(DB_POOL_SIZE / 2);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly places: PlacesService,
    private readonly clock: Clock,
    private readonly index: SearchIndexService,
    config: AppConfig,
  ) {
    const ttlMs = config.env.SEARCH_CACHE_TTL_SECONDS * 1000;
    this.listCache = new SearchCache(ttlMs);
    this.suggestCache = new SearchCache(ttlMs);
  }

  /**
   * The vocabulary lookup runs on pg's pool under TypeORM (PostgresDriver.master) as a
   * named statement, which TypeORM's query() cannot send: parsed and planned once per
   * connection instead of once per search (decision 0037).
   */
  private readonly db: SearchDb = {
    query: async <T>(sql: string, params: unknown[], name?: string): Promise<T[]> => {
      if (!name) return this.dataSource.query(sql, params);
      const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
      return (await pool.query<T & QueryResultRow>({ name, text: sql, values: params })).rows;
    },
  };

  /** The page and the match count (capped, see COUNT_CAP) of a search. */
  async list(query: TProvidersQuery): Promise<TProvidersList> {
    const { search, near } = await this.resolve(query);
    const answer = await this.listOf(search);
    // A place the words are, that begins no provider's name ('Miami', 'Orlando'; not
    // 'Hudson' beside Hudson Trial Attorneys): what is near it, not what mentions it.
    const place =
      search.q && !search.center && answer.total > 0 ? await this.placeNotName(query) : null;
    if (place) {
      const nearby = await this.resolve({ ...query, q: undefined }, place);
      return { ...(await this.listOf(nearby.search)), near: nearby.near };
    }
    // Words that find nothing but are a place ('Miami'), or end or begin with one ('lawyer
    // Miami', 'Miami body shop'), list what is near it: the first place found (in the state
    // the Location filter names, if any), searched as if written `near` (what an answer
    // with `near` then says).
    if (answer.total === 0 && search.q && !search.center) {
      const text = search.q;
      for (const candidate of [{ text: '', place: text }, ...barePlacesInText(text)]) {
        const place = await this.places.resolve(candidate.place);
        if (!place || (query.state && place.state !== query.state)) continue;
        const nearby = await this.resolve({ ...query, q: candidate.text || undefined }, place);
        return { ...(await this.listOf(nearby.search)), near: nearby.near };
      }
    }
    return near ? { ...answer, near } : answer;
  }

  /**
   * The place q as a whole is (in the Location filter's state, if any) when no provider's
   * name begins with it: a search for that place rather than for the words.
   */
  private async placeNotName(query: TProvidersQuery): Promise<TPlace | null> {
    if (!query.q) return null;
    const place = await this.places.resolve(query.q);
    if (!place || (query.state && place.state !== query.state)) return null;
    const key = searchKey(query.q);
    const { data } = await this.suggest(query.q);
    return data.some((s) => searchKey(s.name).startsWith(key)) ? null : place;
  }

  private around(
    place: Pick<TPlace, 'latitude' | 'longitude'>,
    radius: number | undefined,
  ): Pick<SearchQuery, 'center' | 'radiusMeters'> & { miles: number } {
    const miles = radius ?? RADIUS_DEFAULT_MILES;
    return {
      center: { latitude: place.latitude, longitude: place.longitude },
      radiusMeters: miles * METERS_PER_MILE,
      miles,
    };
  }

  private listOf(search: SearchQuery): Promise<TProvidersList> {
    // Open now is read to the minute, so the same search within a minute shares its answer.
    const minute = search.now ? Math.floor(search.now.getTime() / 60_000) : null;
    const key = () => JSON.stringify({ ...search, now: minute });
    return this.listCache.get(key, async () => {
      const countLimit = countLimitOf(search);
      const { rows, counted } = await this.search(search, countLimit);
      const totalExact = counted < countLimit;
      // Built to the contract's type (not parsed again at run time: with the cache off that
      // was a twentieth of a search's CPU); the API tests check answers against the schema.
      return {
        data: rows.map((row) => {
          const item = toListItem(row);
          item.distanceMiles =
            row.distance_m === undefined || row.distance_m === null
              ? null
              : chordToMiles(Number(row.distance_m));
          item.openNow = row.open_now ?? null;
          return item;
        }),
        total: totalExact ? counted : countLimit - 1,
        totalExact,
        offset: search.offset,
        limit: search.limit,
      };
    });
  }

  /**
   * The search a query asks for (issue 15): `near` (400 when unknown) or lat + lng, else a
   * place named inside q ('chiropractor near Miami', 'tow truck 33101'); the words people
   * use for a category ('attorney', 'tow truck') as that category; the sort (nearest first
   * for a place without text) and the instant open now is read at. `found`: a place
   * already found in the words (a bare place, see list), searched as if written `near`.
   */
  private async resolve(
    query: TProvidersQuery,
    found?: TPlace,
  ): Promise<{ search: SearchQuery; near?: TProvidersList['near'] }> {
    let q = query.q;
    let place: (Pick<TPlace, 'latitude' | 'longitude'> & { label?: string }) | null = null;
    if (found) place = found;
    else if (query.near) {
      place = await this.places.resolve(query.near);
      if (!place) throw badQuery('near', MESSAGES.placeNotFound);
    } else if (query.lat !== undefined && query.lng !== undefined) {
      place = { latitude: query.lat, longitude: query.lng };
    } else if (q) {
      for (const candidate of placesInText(q)) {
        place = await this.places.resolve(candidate.place);
        if (place) {
          q = candidate.text || undefined;
          break;
        }
      }
    }
    const search: SearchQuery = {
      q,
      category: query.category,
      state: query.state,
      languages: query.languages,
      ...Object.fromEntries(INJURY_FACTS.map((f) => [f, query[f]])),
      openNow: query.openNow,
      closed: query.closed,
      now: this.clock.now(),
      sort: query.sort ?? (place && !q ? 'distance' : 'rating_desc'),
      offset: query.offset,
      limit: query.limit,
    };
    const synonym = q ? synonymOf(q) : null;
    if (synonym && (!synonym.category || !query.category || synonym.category === query.category)) {
      search.q = undefined;
      if (synonym.category) search.category = synonym.category;
      if (synonym.fact) search[synonym.fact] = true;
      if (!query.sort && place) search.sort = 'distance';
    }
    if (!place) {
      if (search.sort === 'distance') throw badQuery('sort', MESSAGES.distanceNeedsPlace);
      return { search };
    }
    const { miles, ...around } = this.around(place, query.radius);
    Object.assign(search, around);
    return { search, near: { label: place.label ?? null, radiusMiles: miles, q: q ?? null } };
  }

  /** At most 6 names; the first 6 by rating for an empty q. */
  suggest(q: string | undefined): Promise<{ data: TSuggestion[] }> {
    return this.suggestCache.get(q ?? '', async () => {
      const { rows } = await this.search(
        { q, sort: 'rating_desc', offset: 0, limit: MAX_SUGGESTIONS },
        0,
      );
      return ZSuggestResponseSchema.parse({
        data: rows.map((r) => ({ id: r.id, name: r.name, category: r.category })),
      });
    });
  }

  /**
   * One statement for the page and the count (counting stops at `countLimit`; 0: no
   * count). With q and the default sort, exact name prefixes come first (decision 0006).
   * A narrow text search collects its matches once and sorts them; a broad one reads each
   * rank (name prefixes, then the rest) in the sort's index order, a page at a time.
   */
  private search(
    query: SearchQuery,
    countLimit: number,
  ): Promise<{ rows: ProviderListRow[]; counted: number }> {
    // The index holds open listings only: a search that includes closed ones asks SQL.
    if (this.index.ready && query.closed !== 'include')
      return this.searchIndexed(query, countLimit);
    // Filter-only searches read their page off an index; text searches cost with their
    // matches, so they wait for a slot of the search gate.
    return query.q
      ? this.searchGate.run(() => this.searchNow(query, countLimit))
      : this.searchNow(query, countLimit);
  }

  /** The search through the search index (decision 0040); SQL when it is not ready. */
  private async searchIndexed(
    query: SearchQuery,
    countLimit: number,
  ): Promise<{ rows: ProviderListRow[]; counted: number }> {
    const found = await this.index.search(query, countLimit);
    if (!found) return this.searchNow(query, countLimit);
    return { rows: found.rows, counted: Math.min(found.total, countLimit) };
  }

  private async searchNow(
    query: SearchQuery,
    countLimit: number,
  ): Promise<{ rows: ProviderListRow[]; counted: number }> {
    const plan = await searchSql(this.db, query);
    return runSearch(plan, query, countLimit, ({ sql, params }) =>
      this.dataSource.query(sql, params),
    );
  }
}
