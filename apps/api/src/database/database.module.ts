import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { applyMigrations } from './apply-migrations';
import { dataSourceOptions, DataSourceTuning } from './data-source-options';
import { withMigrationLock } from './migration-lock';

@Module({})
export class DatabaseModule {
  /**
   * Runs pending migrations (no statement timeout), then connects the request pool to `url`
   * with `statementTimeoutMs` before the app serves requests.
   */
  static forRoot(url: string, tuning: DataSourceTuning = {}): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(url, tuning),
            migrationsRun: false,
            // Every module registers its entities (TypeOrmModule.forFeature); none are listed here.
            autoLoadEntities: true,
            // Reachability is checked (with retries) before Nest starts; fail at once here.
            retryAttempts: 0,
          }),
          // The lock keeps replicas starting together (or a migration Job and a pod) from
          // applying migrations twice.
          dataSourceFactory: async (options) => {
            await withMigrationLock(url, () => applyMigrations(url));
            return new DataSource(options!).initialize();
          },
        }),
      ],
    };
  }
}
