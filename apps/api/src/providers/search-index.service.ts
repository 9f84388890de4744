import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INJURY_FACTS } from '@app/contracts';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { LIST_ITEM_COLUMNS, type ProviderListRow } from './provider-list-item';
import { SearchIndex, type IndexAnswer, type IndexedProvider } from './search-index';
import {
  distanceColumn,
  earthCenter,
  FACT_COLUMNS,
  indexQueryOf,
  openAtInstant,
} from './search-sql';
import type { SearchQuery } from './search-statement';

/** Providers read per statement while loading. */
const LOAD_BATCH = 20_000;
/** Changed providers past which the index is loaded again rather than brought up to date. */
const RELOAD_CHANGES = 50_000;

/** What the index holds of a provider, read by the load and by each catch-up. */
const INDEX_COLUMNS = `p.id, p.name_normalized AS name, p.category, p.state,
  p.rating::float8 AS rating, p.review_count,
  (extract(epoch FROM p.created_at) * 1000000)::int8::text AS created,
  p.latitude, p.longitude, p.time_zone,
  (${INJURY_FACTS.map((f, i) => `(CASE WHEN p.${FACT_COLUMNS[f]} THEN ${1 << i} ELSE 0 END)`).join(' + ')}) AS facts,
  p.open_week::text AS open_week, array_to_string(p.languages, ' ') AS languages,
  array_to_string(tsvector_to_array(p.tsv), ' ') AS words,
  array_to_string(tsvector_to_array(to_tsvector('simple', p.name_normalized)), ' ') AS name_words,
  array_to_string(tsvector_to_array(to_tsvector('simple', lower(array_to_string(p.specialties, ' ')))), ' ') AS specialty_words,
  array_to_string(tsvector_to_array(to_tsvector('simple', lower(coalesce(p.city, '')))), ' ') AS city_words`;

interface IndexRow {
  id: string;
  name: string;
  category: string;
  state: string | null;
  rating: number;
  review_count: number;
  created: string;
  latitude: number | null;
  longitude: number | null;
  time_zone: string | null;
  facts: number;
  open_week: string | null;
  languages: string;
  words: string;
  name_words: string;
  specialty_words: string;
  city_words: string;
}

const wordsOf = (text: string) => (text ? text.split(' ') : []);

function providerOf(row: IndexRow): IndexedProvider {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    state: row.state,
    rating: row.rating,
    reviewCount: row.review_count,
    createdMicros: Number(row.created),
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.time_zone,
    facts: row.facts,
    // '{[540,1020),[1980,2460)}': int4 ranges are always [from, to).
    openWeek: row.open_week === null ? null : (row.open_week.match(/-?\d+/g) ?? []).map(Number),
    languages: wordsOf(row.languages),
    words: wordsOf(row.words),
    nameWords: wordsOf(row.name_words),
    specialtyWords: wordsOf(row.specialty_words),
    cityWords: wordsOf(row.city_words),
  };
}

/**
 * Where the index stands against `provider_changes`: the oldest transaction that was
 * running when it last read (every change by an older one is in it), and the number and
 * xid sum of the changes from that one on that it has seen. A search compares them with the
 * table's in the statement that reads its page: a difference is a write the index has not
 * seen.
 */
interface Horizon {
  xmin: string;
  count: number;
  sum: string;
}

/** The number and xid sum of the changes from `xmin` (an xid8 expression) on. */
const changesSince = (xmin: string) =>
  `SELECT count(*)::int AS count, coalesce(sum(xid::text::numeric), 0)::text AS sum
  FROM provider_changes WHERE xid >= ${xmin}`;

/** The search index (search-index.ts), loaded at start and kept current (decision 0040). */
@Injectable()
export class SearchIndexService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SearchIndexService.name);
  private index: SearchIndex | null = null;
  private horizon: Horizon | null = null;
  private catchingUp: Promise<void> | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Searches use the index (else the SQL search). */
  get ready(): boolean {
    return this.index !== null;
  }

  async onApplicationBootstrap() {
    if (this.config.env.SEARCH_INDEX !== 'memory') return;
    const n = await this.inSnapshot(
      async (client) =>
        (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM providers')).rows[0]!.n,
    );
    const load = this.reload();
    if (n <= this.config.env.SEARCH_INDEX_AWAIT_MAX) await load;
  }

  /** Loads the whole index (in the background of searches, which use SQL meanwhile). */
  reload(): Promise<void> {
    this.loading ??= this.load()
      .catch((error: unknown) => {
        this.index = null;
        this.logger.error(`Search index not loaded, searches use SQL: ${String(error)}`);
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private get pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  private async load() {
    const started = Date.now();
    this.index = null;
    const index = new SearchIndex();
    const horizon = await this.inSnapshot(async (client) => {
      const horizon = await this.horizonOf(client);
      for (let after = ''; ;) {
        const { rows } = await client.query<IndexRow>(
          `SELECT ${INDEX_COLUMNS} FROM providers p WHERE p.id > $1 ORDER BY p.id LIMIT $2`,
          [after, LOAD_BATCH],
        );
        index.apply(rows.map(providerOf), [], true);
        if (rows.length < LOAD_BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
      index.sort();
      return horizon;
    });
    this.horizon = horizon;
    this.index = index;
    this.logger.log(
      `Search index: ${index.count.toLocaleString('en-US')} providers in ${Date.now() - started} ms`,
    );
  }

  /**
   * Runs `fn` in one read-only snapshot (REPEATABLE READ) on a connection of its own, with
   * no statement timeout.
   */
  private async inSnapshot<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // A load is no web request: its batches may take longer than DB_STATEMENT_TIMEOUT_MS
      // on a busy machine (a timed-out batch left searches on SQL until the next start).
      await client.query('SET LOCAL statement_timeout = 0');
      try {
        return await fn(client);
      } finally {
        await client.query('COMMIT');
      }
    } finally {
      client.release();
    }
  }

  /** The snapshot's horizon, and the changes from it on (in the caller's snapshot). */
  private async horizonOf(client: PoolClient): Promise<Horizon> {
    const { rows } = await client.query<{ xmin: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin',
    );
    const xmin = rows[0]!.xmin;
    const {
      rows: [changes],
    } = await client.query<{ count: number; sum: string }>(changesSince('$1::xid8'), [xmin]);
    return { xmin, count: changes!.count, sum: changes!.sum };
  }

  /**
   * Reads the providers changed since the horizon into the index (one at a time), and the
   * new horizon, in one statement (one snapshot): searches that saw a write wait for it, so
   * it is one round trip rather than a transaction's five.
   */
  private catchUp(): Promise<void> {
    this.catchingUp ??= (async () => {
      const index = this.index;
      const since = this.horizon;
      if (!index || !since) return;
      const rows: Array<
        Omit<IndexRow, 'id'> & {
          id: string | null;
          changed: string | null;
          xmin: string;
          count: number;
          sum: string;
        }
      > = await this.dataSource.query(
        `WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
         SELECT h.xmin::text AS xmin, n.count, n.sum, g.*
         FROM h
         CROSS JOIN LATERAL (${changesSince('h.xmin')}) n
         LEFT JOIN LATERAL (
           SELECT c.provider_id AS changed, ${INDEX_COLUMNS}
           FROM provider_changes c LEFT JOIN providers p ON p.id = c.provider_id
           WHERE c.xid >= $1::xid8 LIMIT ${RELOAD_CHANGES + 1}
         ) g ON true`,
        [since.xmin],
      );
      const changed = rows.filter((r) => r.changed !== null);
      if (changed.length > RELOAD_CHANGES) {
        void this.reload();
        return;
      }
      index.apply(
        changed.filter((r): r is typeof r & { id: string } => r.id !== null).map(providerOf),
        changed.filter((r) => r.id === null).map((r) => r.changed!),
      );
      const { xmin, count, sum } = rows[0]!;
      this.horizon = { xmin, count, sum };
    })()
      .catch((error: unknown) => {
        this.logger.error(`Search index out of date, loading it again: ${String(error)}`);
        void this.reload();
      })
      .finally(() => {
        this.catchingUp = null;
      });
    return this.catchingUp;
  }

  /**
   * The page of a search and its number of matches, or null when the index is not ready
   * (the caller searches with SQL). The page's rows are read by id in the statement that
   * checks the index has seen every change; if not, it catches up and searches again.
   */
  async search(
    query: SearchQuery,
    countLimit: number,
  ): Promise<{ rows: ProviderListRow[]; total: number } | null> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const index = this.index;
      const horizon = this.horizon;
      if (!index || !horizon) return null;
      const answer: IndexAnswer = index.search(await indexQueryOf(index, query), countLimit);
      const params: unknown[] = [horizon.xmin, answer.ids];
      const extra: string[] = [];
      if (query.center) {
        params.push(query.center.latitude, query.center.longitude);
        extra.push(distanceColumn(earthCenter('$3', '$4')));
      }
      if (query.now) extra.push(`${openAtInstant(query.now)} AS open_now`);
      // On pg's pool under TypeORM: a search's one statement without a query runner around it.
      const { rows } = await this.pool.query<
        ProviderListRow & { changes_count: number; changes_sum: string }
      >(
        `SELECT c.count AS changes_count, c.sum AS changes_sum, g.*
         FROM (${changesSince('$1::xid8')}) c
         LEFT JOIN LATERAL (
           SELECT ${[LIST_ITEM_COLUMNS, ...extra].join(', ')} FROM providers p
           WHERE p.id = ANY($2::text[])
         ) g ON true`,
        params,
      );
      const seen = rows[0];
      if (seen && seen.changes_count === horizon.count && seen.changes_sum === horizon.sum) {
        const byId = new Map(rows.filter((r) => r.id !== null).map((r) => [r.id, r]));
        const page = answer.ids.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          const { changes_count: _count, changes_sum: _sum, ...item } = row;
          return [item];
        });
        return { rows: page, total: answer.total };
      }
      await this.catchUp();
    }
    return null;
  }
}
