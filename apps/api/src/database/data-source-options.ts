import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { NAME_SIMILARITY_THRESHOLD } from '../providers/search-text';

export function dataSourceOptions(url: string): DataSourceOptions {
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
    extra: {
      max: 20,
      connectionTimeoutMillis: 5000,
      // Per connection: no JIT (it spent over a second compiling plans of millisecond
      // searches at 1M providers) and the trigram threshold of the provider search
      // (providers.service.ts NAME_SIMILARITY_THRESHOLD), so a search is one round trip.
      options: `-c jit=off -c pg_trgm.similarity_threshold=${NAME_SIMILARITY_THRESHOLD}`,
    },
  };
}
