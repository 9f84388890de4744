import { DataSource, Migration } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/**
 * Applies pending migrations on a connection of their own, with no statement timeout (an
 * index build on a large table may take minutes). The caller holds the migration lock.
 */
export async function applyMigrations(url: string): Promise<Migration[]> {
  const dataSource = new DataSource({
    ...dataSourceOptions(url),
    migrationsRun: false,
    extra: { ...dataSourceOptions(url).extra, max: 1 },
  });
  await dataSource.initialize();
  try {
    return await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
}
