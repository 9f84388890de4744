import { DataSource } from 'typeorm';
import { dataSourceOptions } from './database/data-source-options';
import { ENTITIES } from './entities';

/** For the TypeORM CLI (migration:generate/run/revert); needs DATABASE_URL. */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required for the TypeORM CLI');
export default new DataSource({
  ...dataSourceOptions(url),
  entities: ENTITIES,
  migrationsRun: false,
});
