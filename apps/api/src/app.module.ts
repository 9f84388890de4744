import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TsRestModule } from '@ts-rest/nest';
import { LoggerModule } from 'nestjs-pino';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { loggerParams } from './common/logging/logging';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { ImagesModule } from './images/images.module';
import { StorageModule } from './storage/storage.module';
import { BookmarksModule } from './bookmarks/bookmarks.module';
import { PostsModule } from './posts/posts.module';
import { PlacesModule } from './places/places.module';
import { ProvidersModule } from './providers/providers.module';
import { ReviewsModule } from './reviews/reviews.module';
import { displayName, ReviewsService } from './reviews/reviews.service';
import { AuthoredReviews } from './users/authored-reviews';
import { AdminModule } from './admin/admin.module';
import { ClaimsModule } from './claims/claims.module';
import { ProviderToolsModule } from './provider-tools/provider-tools.module';
import { AccountModule } from './account/account.module';
import { PaymentsModule } from './payments/payments.module';
import { TrustModule } from './trust/trust.module';
import { JobsModule } from './jobs/jobs.module';
import { ImportsModule } from './imports/imports.module';
import { WORD_SIMILARITY_THRESHOLD } from './providers/search-text';

export interface AppModuleOptions {
  config: AppConfig;
  databaseUrl: string;
  /** Extra modules (tests add routes that throw or validate). */
  imports?: Array<Type | DynamicModule>;
}

/**
 * users/ asks for a person's reviews through AuthoredReviews (its own interface); the
 * composition root binds it to ReviewsService, so users/ never imports reviews/ (which
 * depends on users/).
 */
@Global()
@Module({
  imports: [ReviewsModule],
  providers: [
    {
      provide: AuthoredReviews,
      inject: [ReviewsService],
      useFactory: (reviews: ReviewsService): AuthoredReviews => ({
        countByAuthor: (authorId) => reviews.countByAuthor(authorId),
        listByAuthor: (authorId, limit) => reviews.listByAuthor(authorId, limit),
        displayName,
      }),
    },
  ],
  exports: [AuthoredReviews],
})
class UsersReviewsBinding {}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, imports = [] }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config.env)),
        TsRestModule.register({ isGlobal: true, validateResponses: true }),
        DatabaseModule.forRoot(databaseUrl, {
          statementTimeoutMs: config.env.DB_STATEMENT_TIMEOUT_MS,
          wordSimilarityThreshold: WORD_SIMILARITY_THRESHOLD,
        }),
        UsersReviewsBinding,
        JobsModule,
        AuditModule,
        RateLimitModule,
        MailModule,
        HealthModule,
        StorageModule,
        ImagesModule,
        AuthModule,
        ProvidersModule,
        PlacesModule,
        ReviewsModule,
        TrustModule,
        BookmarksModule,
        PostsModule,
        ClaimsModule,
        AdminModule,
        ProviderToolsModule,
        AccountModule,
        PaymentsModule,
        ImportsModule,
        ...imports,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
