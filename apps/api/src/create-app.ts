import compression from 'compression';
import { raw } from 'express';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule, AppModuleOptions } from './app.module';
import { AppLogger } from './common/logging/logging';
import { answerClientErrorsInJson } from './common/filters/client-error';
import { boundHttpServer, maxConnectionsFor, softDescriptorLimit } from './common/http-bounds';
import { apiKeyMiddleware } from './common/middleware/api-key.middleware';
import { noStoreApiAnswers } from './common/middleware/no-store';
import { securityHeaders } from './common/middleware/security-headers';
import { verifyUtf8Body } from './common/utf8-body';
import { AppConfig } from './config/app-config';
import { mountOpenApi } from './openapi/openapi';
import { STRIPE_WEBHOOK_PATH } from './payments/stripe-webhook.controller';
import { defaultWebDist, mountWebApp } from './spa/web-app';

export const JSON_BODY_LIMIT = '1mb';

/** Builds the whole HTTP app (used by main.ts and by the tests); does not listen. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  { imports = [] }: { imports?: AppModuleOptions['imports'] } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ config, databaseUrl, imports }),
    {
      bufferLogs: true,
      bodyParser: false,
    },
  );
  const logger = new AppLogger(app.get(Logger));
  app.useLogger(logger);
  answerClientErrorsInJson(app.getHttpServer());
  // Slow or idle clients give their connection up in seconds, and no more connections are
  // held than descriptors allow (decision 0055).
  boundHttpServer(app.getHttpServer(), {
    headersTimeoutMs: config.env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: config.env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: config.env.HTTP_MAX_CONNECTIONS ?? maxConnectionsFor(softDescriptorLimit()),
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.env.TRUST_PROXY);
  app.use(...securityHeaders());
  app.use(noStoreApiAnswers);
  // JSON and the HTML shell, compressed per response (gzip level 6 / brotli quality 4, the
  // middleware's defaults: cheap); built assets come precompressed (spa/precompressed.ts).
  app.use(compression({ threshold: 1024 }));
  // Stripe signs the exact bytes it sends: that one path keeps its body raw (decision 0028).
  app.use(STRIPE_WEBHOOK_PATH, raw({ type: () => true, limit: JSON_BODY_LIMIT }));
  // Bytes that are not UTF-8 are a 400 before parsing, not replacement characters stored.
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT, verify: verifyUtf8Body });
  app.useBodyParser('urlencoded', {
    limit: JSON_BODY_LIMIT,
    extended: false,
    verify: verifyUtf8Body,
  });
  app.use(apiKeyMiddleware(config.apiClientKeys));
  mountOpenApi(app);
  const webDist = config.env.WEB_DIST_DIR ?? defaultWebDist();
  if (
    !mountWebApp(app, webDist, {
      origin: config.webOrigin,
      seoLookupTimeoutMs: config.env.SEO_LOOKUP_TIMEOUT_MS,
    })
  ) {
    app.get(Logger).warn(`No built web app in ${webDist}: serving the API only`);
  }
  // No Nest global prefix: the contract's pathPrefix carries /api (it applies to ts-rest
  // handlers too), and plain controllers spell it in their path.
  await app.init();
  app.flushLogs();
  logger.log(`${logger.routesMapped} routes mapped`, 'NestApplication');
  return app;
}
