import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { QueryLogger } from './query-logger';

/** Connections in each API process's pool. */
export const DB_POOL_SIZE = 20;

export interface DataSourceTuning {
  /**
   * statement_timeout of every connection (ms; 0 or unset: none). The request pool sets it
   * (DB_STATEMENT_TIMEOUT_MS) so that no request holds a connection for long; the
   * connection that applies migrations does not.
   */
  statementTimeoutMs?: number;
  /**
   * pg_trgm.similarity_threshold of every connection (unset: the server's default). The app
   * passes the provider search's value (providers/search-text.ts WORD_SIMILARITY_THRESHOLD,
   * handed over by app.module.ts): database/ imports no feature.
   */
  wordSimilarityThreshold?: number;
}

export function dataSourceOptions(
  url: string,
  { statementTimeoutMs = 0, wordSimilarityThreshold }: DataSourceTuning = {},
): DataSourceOptions {
  const similarity =
    wordSimilarityThreshold === undefined
      ? ''
      : ` -c pg_trgm.similarity_threshold=${wordSimilarityThreshold}`;
  return {
    type: 'postgres',
    // gen_random_uuid() is built into PostgreSQL 13+; no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    url,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    logger: new QueryLogger(),
    extra: {
      max: DB_POOL_SIZE,
      connectionTimeoutMillis: 5000,
      // Per connection: no JIT (it spent over a second compiling plans of millisecond
      // searches at 1M providers), no parallel workers (starting them cost the transparency
      // aggregate 40-80 ms to scan an index that held no row; on two cores a request's
      // workers only take CPU from the other requests; no search plan used them) and the
      // trigram threshold of the provider search vocabulary (wordSimilarityThreshold).
      // Entities are not listed here: each module
      // registers its own (TypeOrmModule.forFeature) and the app loads them
      // (autoLoadEntities); the migration CLI lists them in src/data-source.ts.
      options: `-c jit=off -c max_parallel_workers_per_gather=0${similarity} -c statement_timeout=${statementTimeoutMs}`,
    },
  };
}
