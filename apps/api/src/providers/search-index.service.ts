import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import type { ProviderListRow } from './provider-list-item';
import {
  INDEX_COLUMNS,
  INDEXED,
  LOAD_BATCH,
  LOAD_STATEMENT,
  PAGE_STATEMENT,
  changesSince,
} from './search-index-sql';
import { SearchIndexThread } from './search-index-thread';
import type { IndexPage, IndexRow } from './search-index.worker';
import type { SearchQuery } from './search-statement';

/** Changed providers past which the index is loaded again rather than brought up to date. */
const RELOAD_CHANGES = 50_000;

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

/**
 * The search index (search-index.ts), loaded at start and kept current (decision 0040), in
 * a thread of its own (search-index.worker.ts, decision 0043).
 */
@Injectable()
export class SearchIndexService
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger(SearchIndexService.name);
  private thread: SearchIndexThread | null = null;
  /** The thread holds a current index. */
  private loaded = false;
  private closing = false;
  private horizon: Horizon | null = null;
  private catchingUp: Promise<void> | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Searches use the index (else the SQL search). */
  get ready(): boolean {
    return this.loaded;
  }

  /**
   * The index is being loaded (at start, or again after its thread ended): the API is not
   * ready for traffic (GET /api/health/ready), as searches would use SQL meanwhile.
   */
  get loadingNow(): boolean {
    return this.loading !== null;
  }

  /** The thread starts (loads its code, a few hundred ms) while the other modules start. */
  onModuleInit() {
    if (this.config.env.SEARCH_INDEX === 'memory') this.threadOf();
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
        this.loaded = false;
        if (!this.closing)
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

  /** From here on a load that fails (the pool closing) or the thread ending is no error. */
  beforeApplicationShutdown() {
    this.closing = true;
  }

  /** Ends the index's thread once the HTTP server has stopped. */
  async onApplicationShutdown() {
    this.loaded = false;
    await this.thread?.close();
  }

  /** The index's thread, started when there is none (a first load, or it ended). */
  private threadOf(): SearchIndexThread {
    if (this.thread) return this.thread;
    const thread = new SearchIndexThread((error) => {
      if (this.thread !== thread) return;
      this.thread = null;
      const wasLoaded = this.loaded;
      this.loaded = false;
      if (this.closing) return;
      this.logger.error(`Search index thread ended, searches use SQL: ${String(error)}`);
      // It had been loaded: load it again once (a load that fails is not tried again).
      if (wasLoaded) void this.reload();
    });
    this.thread = thread;
    return thread;
  }

  private async load() {
    const started = Date.now();
    this.loaded = false;
    const thread = this.threadOf();
    await thread.call({ op: 'begin' });
    const horizon = await this.inSnapshot(async (client) => {
      const horizon = await this.horizonOf(client);
      // The thread adds a batch while the next one is read.
      let adding: Promise<unknown> = Promise.resolve();
      for (let after = ''; ;) {
        const { rows } = await client.query<IndexRow>(LOAD_STATEMENT, [after, LOAD_BATCH]);
        await adding;
        adding = thread.call({ op: 'load', rows });
        if (rows.length < LOAD_BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
      await adding;
      return horizon;
    });
    const count = await thread.call<number>({ op: 'commit' });
    this.horizon = horizon;
    this.loaded = true;
    this.logger.log(
      `Search index: ${count.toLocaleString('en-US')} providers in ${Date.now() - started} ms`,
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
      const thread = this.thread;
      const since = this.horizon;
      if (!this.loaded || !thread || !since) return;
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
           FROM provider_changes c LEFT JOIN providers p ON p.id = c.provider_id AND ${INDEXED}
           WHERE c.xid >= $1::xid8 LIMIT ${RELOAD_CHANGES + 1}
         ) g ON true`,
        [since.xmin],
      );
      const changed = rows.filter((r) => r.changed !== null);
      if (changed.length > RELOAD_CHANGES) {
        void this.reload();
        return;
      }
      await thread.call({
        op: 'apply',
        rows: changed.filter((r): r is typeof r & { id: string } => r.id !== null),
        removed: changed.filter((r) => r.id === null).map((r) => r.changed!),
      });
      const { xmin, count, sum } = rows[0]!;
      this.horizon = { xmin, count, sum };
    })()
      .catch((error: unknown) => {
        // Stopping: the thread or the pool ended under it.
        if (this.closing) return;
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
    // Once caught up past the first check, the index holds every write committed before this
    // request began: its next answer is taken, though writes keep coming (under a steady
    // stream of them, checks that each wanted no new change failed three times in a row and
    // sent the search to SQL, slow at a million providers).
    let caughtUp = false;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const thread = this.thread;
      const horizon = this.horizon;
      if (!this.loaded || !thread || !horizon) return null;
      // The thread answers in order: a search sent once a catch-up was applied sees it; one
      // sent before sees less than the horizon set after, and the check below catches up.
      const answer = await thread
        .call<IndexPage | null>({ op: 'search', query, countLimit })
        .catch(() => null);
      // The thread ended (searches use SQL until it is loaded again).
      if (!answer) return null;
      // On pg's pool under TypeORM, one named statement (parsed and planned once per
      // connection): the page's distances and open now come from the index, which this
      // statement shows current.
      const { rows } = await this.pool.query<
        ProviderListRow & { changes_count: number; changes_sum: string }
      >({ name: 'search_index_page', text: PAGE_STATEMENT, values: [horizon.xmin, answer.ids] });
      const seen = rows[0];
      const current =
        seen && seen.changes_count === horizon.count && seen.changes_sum === horizon.sum;
      if (current || caughtUp) {
        const at = new Map(answer.ids.map((id, i) => [id, i]));
        const page: ProviderListRow[] = [];
        // The rows as they came (a list item reads its own columns, not the changes').
        for (const row of rows) {
          const i = row.id === null ? undefined : at.get(row.id);
          if (i === undefined) continue;
          if (answer.distances) row.distance_m = answer.distances[i];
          if (answer.open) row.open_now = answer.open[i];
          page[i] = row;
        }
        return { rows: page.filter(Boolean), total: answer.total };
      }
      await this.catchUpAfterNow();
      caughtUp = true;
    }
    return null;
  }

  /**
   * A catch-up that reads the changes after this moment: the one under way, if any, may
   * have read them before, so another follows it.
   */
  private async catchUpAfterNow(): Promise<void> {
    const underWay = this.catchingUp;
    await this.catchUp();
    if (underWay) await this.catchUp();
  }
}
