import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source-options';

@Module({})
export class DatabaseModule {
  /** Connects to `url` and runs pending migrations before the app serves requests. */
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(url),
          // Reachability is checked (with retries) before Nest starts; fail at once here.
          retryAttempts: 0,
        }),
      ],
    };
  }
}
