import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_CONFIDENCE_FLOOR,
  IMPORT_SOURCES,
  type ImportSource,
  type TImportJob,
} from '@app/contracts';
import { AppConfig } from '../config/app-config';
import { ConfigError } from '../config/env.schema';
import { applyMigrations } from '../database/apply-migrations';
import { EmbeddedPostgres } from '../database/embedded-postgres';
import { withMigrationLock } from '../database/migration-lock';
import { DatabaseUnreachableError, waitForDatabase } from '../database/wait-for-database';
import { runImport } from './import-runner';

/**
 * `pnpm data:import --source overture|nppes --file <path> [--confidence 0.5]`: the import
 * without a server (issue 47). Reads DATABASE_URL and DATA_DIR as `pnpm start` does (the
 * embedded database when DATABASE_URL is unset: the running one of `pnpm start`, or its own),
 * runs the same job as the admin page (recorded in import_jobs, listed on /admin/imports),
 * prints its progress and a final report. Exit code 0 when the job is done, 1 otherwise. A
 * run that was killed is taken up where it stopped by the same command.
 */

const USAGE = 'Usage: pnpm data:import --source overture|nppes --file <path> [--confidence 0.5]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const n = (v: number) => v.toLocaleString('en-US');

function progressLine(job: TImportJob): string {
  const c = job.counts;
  const of =
    job.total === null
      ? ''
      : ` of ${n(job.total)} (${Math.floor((100 * c.read) / Math.max(1, job.total))}%)`;
  const eta = job.etaSeconds === null ? '' : `, ${job.etaSeconds} s left`;
  return `${n(c.read)} rows read${of}: ${n(c.created)} created, ${n(c.updated)} updated, ${n(c.merged)} merged, ${n(c.skipped)} skipped, ${n(c.rejected)} rejected; ${n(Math.round(job.rate))} rows/s${eta}`;
}

function report(job: TImportJob): string {
  const lines = [
    `Import ${job.id} (${job.source}, ${job.file}): ${job.state}`,
    `  rows read   ${n(job.counts.read)}`,
    `  created     ${n(job.counts.created)}`,
    `  updated     ${n(job.counts.updated)}`,
    `  merged      ${n(job.counts.merged)}`,
    `  skipped     ${n(job.counts.skipped)}`,
    ...Object.entries(job.skippedByReason)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `    ${reason}: ${n(count)}`),
    `  rejected    ${n(job.counts.rejected)}${job.reportRows ? ` (the first ${n(job.reportRows)} in the report: GET /api/admin/imports/${job.id}/report)` : ''}`,
    `  in review   ${n(job.pendingMatches)} (the review queue on /admin/imports)`,
    `  rate        ${n(Math.round(job.rate))} rows/s`,
  ];
  if (job.error) lines.push(`  error       ${job.error}`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  let values: { source?: string; file?: string; confidence?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        source: { type: 'string' },
        file: { type: 'string' },
        confidence: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const source = values.source as ImportSource | undefined;
  if (!source || !(IMPORT_SOURCES as readonly string[]).includes(source))
    fail(`--source must be overture or nppes\n${USAGE}`);
  if (!values.file) fail(`--file is required\n${USAGE}`);
  const confidence =
    values.confidence === undefined ? DEFAULT_CONFIDENCE_FLOOR : Number(values.confidence);
  if (!Number.isFinite(confidence) || confidence < 0 || confidence > 1)
    fail('--confidence must be a number from 0 to 1');
  const file = path.resolve(values.file);

  let config: AppConfig;
  try {
    config = await AppConfig.load();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const say = (line: string) => process.stdout.write(`${line}\n`);
  let embedded: EmbeddedPostgres | undefined;
  let url = config.env.DATABASE_URL ?? (await EmbeddedPostgres.running(config.dataDir));
  if (!url) {
    embedded = await EmbeddedPostgres.start(config.dataDir, {
      info: say,
      debug: () => undefined,
    }).catch((error: unknown) =>
      fail(
        `${error instanceof Error ? error.message : String(error)}. Set DATABASE_URL to use another server.`,
      ),
    );
    url = embedded.url;
  }
  const controller = new AbortController();
  let signals = 0;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      signals += 1;
      if (signals > 1) process.exit(130);
      say('\nStopping after the batch under way (run the same command again to resume)…');
      controller.abort();
    });

  try {
    await waitForDatabase(url, {}, (attempt, reason) =>
      say(`Database not reachable yet (attempt ${attempt}: ${reason}); retrying`),
    );
    await withMigrationLock(url, () => applyMigrations(url!));
    const tty = process.stdout.isTTY;
    let lastLine = 0;
    const { outcome, job } = await runImport(
      {
        databaseUrl: url,
        source,
        file,
        confidenceFloor: confidence,
        startedBy: 'cli',
        batchRows: config.env.IMPORT_BATCH_ROWS,
        signal: controller.signal,
        resume: true,
        onJob: (j, resumed) =>
          say(
            resumed
              ? `Resuming import ${j.id} of ${j.file} at row ${n(j.counts.read)}`
              : `Import ${j.id}: ${j.source} from ${j.file} (confidence floor ${j.confidenceFloor})`,
          ),
        onWaiting: () => say('Another import is running; this one starts when it is done…'),
      },
      (j) => {
        if (tty) process.stdout.write(`\r\u001b[K${progressLine(j)}`);
        else if (Date.now() - lastLine > 2000) {
          lastLine = Date.now();
          say(progressLine(j));
        }
      },
    );
    if (tty) process.stdout.write('\n');
    if (!job) fail('The import job was not found');
    if (outcome === 'interrupted') {
      say(`Stopped at row ${n(job.counts.read)}: run the same command to resume.`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(report(job));
    process.exitCode = job.state === 'done' ? 0 : 1;
  } catch (error) {
    if (error instanceof DatabaseUnreachableError) fail(error.message);
    throw error;
  } finally {
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Import failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
