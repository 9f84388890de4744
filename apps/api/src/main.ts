import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { addAcceptors, type Acceptors } from './common/http-acceptors';
import { bootLogger, resolveLogFormat } from './common/logging/logging';
import { AppConfig } from './config/app-config';
import { ConfigError } from './config/env.schema';
import { createApp } from './create-app';
import { EmbeddedPostgres } from './database/embedded-postgres';
import { DatabaseUnreachableError, waitForDatabase } from './database/wait-for-database';
import { PlacesService } from './places/places.service';
import { bannerLines, formatBanner } from './startup-banner';

const SHUTDOWN_TIMEOUT_MS = 20_000;

/** One line on stderr, no stack: what a person needs to fix start-up. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = await AppConfig.load();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const boot = bootLogger(config.env);

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.env.DATABASE_URL;
  if (!databaseUrl) {
    try {
      embedded = await EmbeddedPostgres.start(config.dataDir, {
        info: (message) => boot.info(message),
        debug: (message) => boot.debug(message),
      });
    } catch (error) {
      fail(
        `${error instanceof Error ? error.message : String(error)}. Set DATABASE_URL to use another server.`,
      );
    }
    databaseUrl = embedded.url;
  }

  try {
    await waitForDatabase(databaseUrl, {}, (attempt, reason) =>
      boot.warn(`Database not reachable yet (attempt ${attempt}: ${reason}); retrying`),
    );
  } catch (error) {
    await embedded?.stop();
    if (error instanceof DatabaseUnreachableError) fail(error.message);
    throw error;
  }

  const app = await createApp(config, databaseUrl);
  const logger = app.get(Logger);

  // Set once the server listens (decision 0049); a signal may come before that.
  const listening: { acceptors?: Acceptors } = {};
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: closing the HTTP server and the database`);
    setTimeout(() => {
      process.stderr.write('Shutdown took too long; exiting\n');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await Promise.all([listening.acceptors?.close(), app.close()]);
    await embedded?.stop();
    logger.log('Shutdown complete');
    process.exit(0);
  };
  // `on`, not `once`: Ctrl+C reaches both `pnpm start`'s wrapper and this process, and a
  // second signal must not cut the graceful shutdown short.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The places in memory before the server listens (decision 0050): read on demand, the
  // first search naming a place held the event loop most of a second, and every search of
  // a freshly started API's first visitors waited with it. A failed read is logged, and
  // searches then look places up by statement.
  await app.get(PlacesService).loaded();
  if (stopping) return;
  await app.listen(config.port);
  // An optimisation: without its copies the server still accepts, one connection a turn.
  listening.acceptors = await addAcceptors(app.getHttpServer(), config.env.HTTP_ACCEPTORS).catch(
    (error: unknown) => {
      if (!stopping)
        logger.warn(
          `Accepting on the server's own socket alone (HTTP_ACCEPTORS): ${error instanceof Error ? error.message : String(error)}`,
        );
      return undefined;
    },
  );
  // A signal while the copies were being made: the server is closed or closing.
  if (stopping) await listening.acceptors?.close();
  const banner = bannerLines(config, {
    embeddedDatabaseDir: embedded?.dataDirectory,
    databaseUrl,
  });
  if (resolveLogFormat(config.env) === 'pretty') {
    if (boot.isLevelEnabled('info')) process.stdout.write(formatBanner(banner));
  } else {
    logger.log(`Listening on http://localhost:${config.port} (API under /api)`);
    for (const [label, text] of banner) logger.log(`${label}: ${text}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
