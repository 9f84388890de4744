import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { QueryLogger } from './query-logger';
import { WORD_SIMILARITY_THRESHOLD } from '../providers/search-text';

/** Connections in each API process's pool. */
export const DB_POOL_SIZE = 20;

export interface DataSourceTuning {
  /**
   * statement_timeout of every connection (ms; 0 or unset: none). The request pool sets it
   * (DB_STATEMENT_TIMEOUT_MS) so that no request holds a connection for long; the
   * connection that applies migrations does not.
   */
  statementTimeoutMs?: number;
}

export function dataSourceOptions(
  url: string,
  { statementTimeoutMs = 0 }: DataSourceTuning = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    // gen_random_uuid() is built into PostgreSQL 13+; no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    url,
    entities: ENTITIES,
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
      // searches at 1M providers) and the trigram threshold of the provider search
      // vocabulary (search-text.ts WORD_SIMILARITY_THRESHOLD).
      options: `-c jit=off -c pg_trgm.similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c statement_timeout=${statementTimeoutMs}`,
    },
  };
}
