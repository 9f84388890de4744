import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CONFIDENCE_FLOOR, type ImportSource, type TImportJob } from '@app/contracts';
import { Client, type ClientBase } from 'pg';
import { writeBatch } from './import-batch';
import { ImportFileError, readSource, type SourceRow } from './sources/source';

/** Rows per batch (one transaction each) unless told otherwise (IMPORT_BATCH_ROWS). */
export const DEFAULT_BATCH_ROWS = 5000;

/** Advisory lock classes: one import at a time (cluster-wide), and each job's runner. */
const IMPORTS_LOCK = 1_229_803_088;
const IMPORT_JOB_LOCK = 1_229_803_089;

export type ImportStartedBy = TImportJob['startedBy'];

/** An import_jobs row as read. */
export interface ImportJobRow {
  id: string;
  lock_key: number;
  source: ImportSource;
  file: string;
  path: string;
  file_size: string | null;
  file_modified_at: Date | null;
  state: TImportJob['state'];
  confidence_floor: number;
  started_by: ImportStartedBy;
  created_by: string | null;
  queue_job_id: string | null;
  next_index: string;
  total: string | null;
  read: string;
  created: string;
  updated: string;
  merged: string;
  skipped: string;
  rejected: string;
  skipped_by_reason: Record<string, number>;
  report_rows: number;
  error: string | null;
  run_started_at: Date | null;
  run_start_read: string;
  progress_at: Date | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  pending_matches?: number;
}

export const JOB_COLUMNS = `j.*, (SELECT count(*)::int FROM import_matches m
  WHERE m.import_id = j.id AND m.status = 'pending') AS pending_matches`;

/** The API's view of a job: counts, rate over the current run, time left. */
export function toImportJob(row: ImportJobRow, now = Date.now()): TImportJob {
  const read = Number(row.read);
  const total = row.total === null ? null : Number(row.total);
  const since = row.run_started_at?.getTime();
  const until =
    row.state === 'running'
      ? now
      : (row.finished_at?.getTime() ?? row.progress_at?.getTime() ?? now);
  const seconds = since === undefined ? 0 : Math.max(0.001, (until - since) / 1000);
  const rate = since === undefined ? 0 : Math.max(0, read - Number(row.run_start_read)) / seconds;
  const left = total === null ? null : Math.max(0, total - read);
  return {
    id: row.id,
    source: row.source,
    file: row.file,
    state: row.state,
    counts: {
      read,
      created: Number(row.created),
      updated: Number(row.updated),
      merged: Number(row.merged),
      skipped: Number(row.skipped),
      rejected: Number(row.rejected),
    },
    skippedByReason: Object.fromEntries(
      Object.entries(row.skipped_by_reason ?? {}).map(([k, v]) => [k, Number(v)]),
    ),
    total,
    rate: Math.round(rate * 10) / 10,
    etaSeconds:
      row.state === 'done'
        ? 0
        : left === null || rate <= 0 || row.state !== 'running'
          ? null
          : Math.round(left / rate),
    error: row.error,
    confidenceFloor: Number(row.confidence_floor),
    pendingMatches: row.pending_matches ?? 0,
    reportRows: row.report_rows,
    startedBy: row.started_by,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function readJob(
  db: Pick<ClientBase, 'query'>,
  id: string,
): Promise<ImportJobRow | null> {
  const { rows } = await db.query<ImportJobRow>(
    `SELECT ${JOB_COLUMNS} FROM import_jobs j WHERE j.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export interface NewImportJob {
  source: ImportSource;
  /** What the list shows (the name inside DATA_DIR/imports/, or the path given). */
  file: string;
  /** The absolute path read. */
  path: string;
  confidenceFloor?: number;
  startedBy: ImportStartedBy;
  createdBy?: string | null;
}

/** A queued job's row (the caller queues it, or runs it). */
export async function createJob(
  db: Pick<ClientBase, 'query'>,
  job: NewImportJob,
): Promise<ImportJobRow> {
  const info = await stat(job.path).catch(() => null);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO import_jobs (source, file, path, file_size, file_modified_at, confidence_floor, started_by, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      job.source,
      job.file,
      job.path,
      info?.size ?? null,
      info?.mtime ?? null,
      job.confidenceFloor ?? DEFAULT_CONFIDENCE_FLOOR,
      job.startedBy,
      job.createdBy ?? null,
    ],
  );
  return (await readJob(db, rows[0]!.id))!;
}

/**
 * Rows in a file when they can be counted cheaply (line formats: NPPES CSV without its
 * header, GeoJSON lines); null otherwise (GeoParquet, a GeoJSON FeatureCollection).
 */
export async function countRows(source: ImportSource, file: string): Promise<number | null> {
  const ext = path.extname(file).toLowerCase();
  const lineFormat =
    source === 'nppes'
      ? ext === '.csv'
      : ['.geojsonl', '.geojsonseq', '.ndjson', '.jsonl'].includes(ext);
  if (!lineFormat) return null;
  let lines = 0;
  let last = 10;
  try {
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      last = chunk[chunk.length - 1] ?? last;
    }
  } catch {
    return null;
  }
  if (last !== 10) lines += 1;
  return Math.max(0, source === 'nppes' ? lines - 1 : lines);
}

export interface RunOptions {
  batchRows?: number;
  /** Aborted: the runner stops after the batch under way (the job resumes later). */
  signal?: AbortSignal;
  onProgress?: (job: TImportJob) => void;
  /** Another import is running: this one waits for it. */
  onWaiting?: (job: TImportJob) => void;
  /** How long to wait between looks at the lock while another import runs (ms). */
  waitPollMs?: number;
}

export type RunOutcome = 'done' | 'failed' | 'interrupted' | 'elsewhere';

/** A connection of its own for a run (session locks, no statement timeout). */
async function connect(databaseUrl: string): Promise<Client> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'import' });
  await client.connect();
  await client.query('SET statement_timeout = 0');
  await client.query('SET jit = off');
  return client;
}

/**
 * Runs a job to its end from where it stands (next_index): one import at a time across the
 * cluster (an advisory lock), each batch one transaction with the job's progress. A file
 * that cannot be read fails the job at once with the reader's message; an abort stops it
 * between batches, still 'running' with its lock released, for a later run to resume.
 */
export async function runJob(
  databaseUrl: string,
  importId: string,
  options: RunOptions = {},
): Promise<{ outcome: RunOutcome; job: TImportJob | null }> {
  const client = await connect(databaseUrl);
  // The connection ending (the server restarting) is an error of the run, not the process.
  client.on('error', () => undefined);
  try {
    let waited = false;
    for (;;) {
      const { rows } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1, 0) AS ok',
        [IMPORTS_LOCK],
      );
      if (rows[0]!.ok) break;
      if (options.signal?.aborted)
        return { outcome: 'interrupted', job: await view(client, importId) };
      if (!waited) {
        waited = true;
        const job = await view(client, importId);
        if (job) options.onWaiting?.(job);
      }
      await new Promise((resolve) => setTimeout(resolve, options.waitPollMs ?? 1000));
    }
    const row = await readJob(client, importId);
    if (!row) return { outcome: 'failed', job: null };
    const { rows: locked } = await client.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock($1, $2) AS ok',
      [IMPORT_JOB_LOCK, row.lock_key],
    );
    if (!locked[0]!.ok) return { outcome: 'elsewhere', job: toImportJob(row) };
    if (row.state === 'done' || row.state === 'failed')
      return { outcome: row.state, job: toImportJob(row) };
    return await run(client, row, options);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function view(client: ClientBase, id: string): Promise<TImportJob | null> {
  const row = await readJob(client, id);
  return row ? toImportJob(row) : null;
}

async function run(
  client: ClientBase,
  row: ImportJobRow,
  options: RunOptions,
): Promise<{ outcome: RunOutcome; job: TImportJob | null }> {
  const total = row.total === null ? await countRows(row.source, row.path) : Number(row.total);
  await client.query(
    `UPDATE import_jobs SET state = 'running', started_at = coalesce(started_at, now()),
       run_started_at = now(), run_start_read = read, total = $2, error = NULL
     WHERE id = $1`,
    [row.id, total],
  );
  const job = {
    id: row.id,
    source: row.source,
    confidenceFloor: Number(row.confidence_floor),
    reportRows: row.report_rows,
  };
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const startAt = Number(row.next_index);
  let batch: SourceRow[] = [];
  const write = async (rows: SourceRow[]) => {
    const next = rows[rows.length - 1]!.index + 1;
    const counts = await writeBatch(client, job, rows, next);
    job.reportRows = counts.reportRows;
    const now = await view(client, row.id);
    if (now) options.onProgress?.(now);
  };
  // The file is read (this process) while the batch before is written (the database's):
  // one batch in flight at a time, committed in file order.
  let writing: Promise<void> | null = null;
  const settle = async () => {
    const under = writing;
    writing = null;
    if (under) await under;
  };
  const flush = async () => {
    await settle();
    if (!batch.length) return;
    const rows = batch;
    batch = [];
    writing = write(rows);
    writing.catch(() => undefined);
  };
  try {
    for await (const sourceRow of readSource(row.source, row.path, { startAt })) {
      if (sourceRow.index < startAt) continue;
      batch.push(sourceRow);
      if (batch.length >= batchRows) {
        await flush();
        if (options.signal?.aborted) {
          await settle();
          return { outcome: 'interrupted', job: await view(client, row.id) };
        }
      }
    }
    await flush();
    await settle();
  } catch (error) {
    await settle();
    if (!(error instanceof ImportFileError)) throw error;
    await client.query(
      `UPDATE import_jobs SET state = 'failed', error = $2, finished_at = now() WHERE id = $1`,
      [row.id, error.message],
    );
    return { outcome: 'failed', job: await view(client, row.id) };
  }
  await client.query(
    `UPDATE import_jobs SET state = 'done', finished_at = now(), progress_at = now(),
       total = coalesce(total, read) WHERE id = $1`,
    [row.id],
  );
  return { outcome: 'done', job: await view(client, row.id) };
}

/** Marks a job failed (an unexpected error on its last try). */
export async function failJob(
  db: { query(sql: string, params?: unknown[]): Promise<unknown> },
  id: string,
  message: string,
) {
  await db.query(
    `UPDATE import_jobs SET state = 'failed', error = $2, finished_at = now()
     WHERE id = $1 AND state IN ('queued', 'running')`,
    [id, message],
  );
}

/**
 * Running jobs whose runner is gone (their advisory lock is free: the process was killed or
 * stopped): what a recovery hands to the queue again. Read on a connection of its own.
 */
export async function abandonedJobs(
  databaseUrl: string,
): Promise<Array<{ id: string; queueJobId: string | null }>> {
  const client = await connect(databaseUrl);
  client.on('error', () => undefined);
  try {
    const { rows } = await client.query<{
      id: string;
      lock_key: number;
      queue_job_id: string | null;
    }>(`SELECT id, lock_key, queue_job_id FROM import_jobs WHERE state = 'running'`);
    const out: Array<{ id: string; queueJobId: string | null }> = [];
    for (const r of rows) {
      const { rows: probe } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS ok',
        [IMPORT_JOB_LOCK, r.lock_key],
      );
      if (!probe[0]!.ok) continue;
      await client.query('SELECT pg_advisory_unlock($1, $2)', [IMPORT_JOB_LOCK, r.lock_key]);
      out.push({ id: r.id, queueJobId: r.queue_job_id });
    }
    return out;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface RunImportOptions {
  databaseUrl: string;
  source: ImportSource;
  /** The file to read (absolute, or relative to the working directory). */
  file: string;
  confidenceFloor?: number;
  startedBy?: ImportStartedBy;
  /** What the job list shows as its file (default: the path). */
  displayName?: string;
  batchRows?: number;
  signal?: AbortSignal;
  /** Resume the unfinished job of the same file (same size and time) left by a killed run. */
  resume?: boolean;
  onWaiting?: RunOptions['onWaiting'];
  /** Told when the job is made or found (before its first batch). */
  onJob?: (job: TImportJob, resumed: boolean) => void;
}

/**
 * The importer without a server (the CLI, bench:import, the sample data): makes the job
 * (recorded in import_jobs, so /admin/imports lists it), or takes up the same file's
 * unfinished one, and runs it to its end. Needs the database migrated.
 */
export async function runImport(
  options: RunImportOptions,
  onProgress?: (job: TImportJob) => void,
): Promise<{ outcome: RunOutcome; job: TImportJob | null }> {
  const file = path.resolve(options.file);
  const client = new Client({ connectionString: options.databaseUrl });
  await client.connect();
  let id: string;
  let resumed = false;
  try {
    const info = await stat(file).catch(() => null);
    const { rows: unfinished } = options.resume
      ? await client.query<{ id: string }>(
          `SELECT id FROM import_jobs WHERE source = $1 AND path = $2 AND state IN ('queued', 'running')
             AND file_size IS NOT DISTINCT FROM $3 AND file_modified_at IS NOT DISTINCT FROM $4
           ORDER BY created_at DESC LIMIT 1`,
          [options.source, file, info?.size ?? null, info?.mtime ?? null],
        )
      : { rows: [] };
    if (unfinished[0]) {
      id = unfinished[0].id;
      resumed = true;
    } else {
      id = (
        await createJob(client, {
          source: options.source,
          file: options.displayName ?? file,
          path: file,
          confidenceFloor: options.confidenceFloor,
          startedBy: options.startedBy ?? 'cli',
        })
      ).id;
    }
    const row = await readJob(client, id);
    options.onJob?.(toImportJob(row!), resumed);
  } finally {
    await client.end();
  }
  return runJob(options.databaseUrl, id, {
    batchRows: options.batchRows,
    signal: options.signal,
    onProgress,
    onWaiting: options.onWaiting,
  });
}
