import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { withMigrationLock } from './migration-lock';

@Module({})
export class DatabaseModule {
  /** Connects to `url` and runs pending migrations before the app serves requests. */
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(url),
            // Reachability is checked (with retries) before Nest starts; fail at once here.
            retryAttempts: 0,
          }),
          // Migrations run inside initialize(); the lock keeps replicas starting together
          // (or a migration Job and a pod) from applying them twice.
          dataSourceFactory: (options) =>
            withMigrationLock(url, () => new DataSource(options!).initialize()),
        }),
      ],
    };
  }
}
