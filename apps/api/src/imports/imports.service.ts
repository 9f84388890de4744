import { randomUUID } from 'node:crypto';
import { readdir, realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  IMPORT_MESSAGES,
  LISTING_SOURCES,
  MESSAGES,
  ZImportUploadFieldsSchema,
  type ImportSource,
  type TImportCreateBody,
  type TImportFile,
  type TImportJob,
  type TImportMatch,
  type TImportMatchDecisionBody,
  type TProviderSuggestion,
  type TrackedField,
} from '@app/contracts';
import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import type { User } from '../users/user.entity';
import { recordFieldEdits } from './field-edits';
import {
  applyToListings,
  currentValues,
  fieldText,
  insertListings,
  setField,
  upsertSources,
  type SourceFields,
} from './import-batch';
import { createJob, JOB_COLUMNS, readJob, toImportJob, type ImportJobRow } from './import-runner';
import type { ImportedListing } from './sources/source';

/** The queue imports run on (one at a time across the cluster). */
export const IMPORTS_QUEUE = 'imports';

const MATCH_COLUMNS = `m.id, m.import_id, m.reason, m.status, m.record, m.candidates, m.provider_id,
  m.created_at, m.decided_at`;

interface MatchRow {
  id: string;
  import_id: string;
  reason: TImportMatch['reason'];
  status: TImportMatch['status'];
  record: TImportMatch['record'] & { listing: ImportedListing };
  candidates: Array<{ id: string; similarity: number; distanceMeters: number | null }>;
  provider_id: string | null;
  created_at: Date;
  decided_at: Date | null;
}

function sourceOfName(name: string): ImportSource | null {
  const lower = name.toLowerCase();
  if (/\.(parquet|geoparquet|geojson|geojsonl|geojsonseq|ndjson|jsonl)$/.test(lower))
    return 'overture';
  if (lower.endsWith('.csv')) return 'nppes';
  return null;
}

/** A stored upload's name: when, a short random part, and the sent name made safe. */
export function uploadName(originalName: string): string {
  const base =
    path
      .basename(originalName)
      .replace(/[^\w.-]+/g, '_')
      .replace(/^\.+/, '')
      .slice(-120) || 'upload';
  return `${Date.now()}-${randomUUID().slice(0, 8)}-${base}`;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) || /^[=+\-@\t]/.test(text)
    ? `"${(/^[=+\-@\t]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`
    : text;
}

/**
 * The imports area (issue 47): queues jobs of files in DATA_DIR/imports/ (or uploaded
 * there), answers their progress and report, the review queue and the owners' suggestions.
 */
@Injectable()
export class ImportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {}

  /** DATA_DIR/imports/: the files an admin may import by name. */
  get importsDir(): string {
    return path.join(this.config.dataDir, 'imports');
  }

  get uploadsDir(): string {
    return path.join(this.importsDir, 'uploads');
  }

  private get pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  private async transaction<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** A name inside DATA_DIR/imports/ as an absolute path; 400 when it escapes the folder. */
  private async resolveFile(name: string): Promise<string> {
    const root = await realpath(this.importsDir).catch(() => null);
    const outside = () =>
      new BadRequestException(
        errorBody(400, IMPORT_MESSAGES.fileOutsideFolder, {
          errors: [{ path: 'file', message: IMPORT_MESSAGES.fileOutsideFolder }],
        }),
      );
    const target = path.resolve(this.importsDir, name);
    const relative = path.relative(this.importsDir, target);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) throw outside();
    const real = await realpath(target).catch(() => null);
    const info = real ? await stat(real).catch(() => null) : null;
    if (!root || !real || !info?.isFile())
      throw new NotFoundException(IMPORT_MESSAGES.fileNotFound);
    // A link inside the folder that leads out of it is outside too.
    const realRelative = path.relative(root, real);
    if (realRelative.startsWith('..') || path.isAbsolute(realRelative)) throw outside();
    return real;
  }

  /** Queues a job (its row and its queue job in one transaction): 202 with the job. */
  private async queue(
    user: User,
    source: ImportSource,
    file: string,
    absolute: string,
    confidenceFloor: number | undefined,
  ): Promise<TImportJob> {
    if (!this.jobs.enabled) throw new ServiceUnavailableException(IMPORT_MESSAGES.queueOff);
    const id = await this.transaction(async (client) => {
      const row = await createJob(client, {
        source,
        file,
        path: absolute,
        confidenceFloor,
        startedBy: 'admin',
        createdBy: user.id,
      });
      const queueJobId = await this.jobs.send(IMPORTS_QUEUE, { importId: row.id }, { client });
      await client.query('UPDATE import_jobs SET queue_job_id = $2 WHERE id = $1', [
        row.id,
        queueJobId,
      ]);
      return row.id;
    });
    return this.get(id);
  }

  async create(user: User, body: TImportCreateBody): Promise<TImportJob> {
    const absolute = await this.resolveFile(body.file);
    return this.queue(user, body.source, body.file, absolute, body.confidence);
  }

  /** The multipart form: the file is already stored under imports/uploads by multer. */
  async upload(
    user: User,
    fields: unknown,
    file: Express.Multer.File | undefined,
  ): Promise<TImportJob> {
    const parsed = ZImportUploadFieldsSchema.safeParse(fields ?? {});
    const errors = [
      ...(file ? [] : [{ path: 'file', message: IMPORT_MESSAGES.fileRequired }]),
      ...(parsed.success
        ? []
        : parsed.error.issues.map((i) => ({
            path: i.path.join('.') || 'body',
            message: i.message,
          }))),
    ];
    if (errors.length || !parsed.success || !file) {
      if (file) await rm(file.path, { force: true });
      throw new BadRequestException(errorBody(400, errors[0]!.message, { errors }));
    }
    const name = path.relative(this.importsDir, file.path).split(path.sep).join('/');
    try {
      return await this.queue(user, parsed.data.source, name, file.path, parsed.data.confidence);
    } catch (error) {
      await rm(file.path, { force: true });
      throw error;
    }
  }

  async list(offset: number, limit: number) {
    const rows: ImportJobRow[] = await this.pool
      .query<ImportJobRow>(
        `SELECT ${JOB_COLUMNS} FROM import_jobs j ORDER BY j.created_at DESC, j.id LIMIT $1 OFFSET $2`,
        [limit, offset],
      )
      .then((r) => r.rows);
    const { rows: total } = await this.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM import_jobs',
    );
    return { data: rows.map((r) => toImportJob(r)), total: total[0]!.n, offset, limit };
  }

  async get(id: string): Promise<TImportJob> {
    const row = await readJob(this.pool, id);
    if (!row) throw new NotFoundException(IMPORT_MESSAGES.importNotFound);
    return toImportJob(row);
  }

  /** The files in DATA_DIR/imports/ (uploads included), newest first. */
  async files(): Promise<TImportFile[]> {
    const out: TImportFile[] = [];
    const walk = async (dir: string, depth: number) => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && depth < 2) await walk(full, depth + 1);
        else if (entry.isFile()) {
          const info = await stat(full).catch(() => null);
          if (!info) continue;
          const name = path.relative(this.importsDir, full).split(path.sep).join('/');
          out.push({
            name,
            size: info.size,
            modifiedAt: info.mtime.toISOString(),
            source: sourceOfName(name),
          });
        }
      }
    };
    await walk(this.importsDir, 0);
    return out.sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt)).slice(0, 500);
  }

  /** The report: the first 1,000 rejected rows (index, reason, raw) as CSV. */
  async report(id: string): Promise<{ name: string; csv: string }> {
    const job = await this.get(id);
    const { rows } = await this.pool.query<{ row_index: string; reason: string; raw: string }>(
      'SELECT row_index, reason, raw FROM import_rejects WHERE import_id = $1 ORDER BY row_index',
      [id],
    );
    const lines = [
      'index,reason,raw',
      ...rows.map((r) => [r.row_index, r.reason, r.raw].map(csvCell).join(',')),
    ];
    return {
      name: `import-${job.source}-${id.slice(0, 8)}-rejected.csv`,
      csv: `${lines.join('\r\n')}\r\n`,
    };
  }

  // ---- The review queue -----------------------------------------------------------------

  private async matchView(rows: MatchRow[]): Promise<TImportMatch[]> {
    const ids = [...new Set(rows.flatMap((r) => r.candidates.map((c) => c.id)))];
    const { rows: listings } = ids.length
      ? await this.pool.query<{
          id: string;
          name: string;
          category: string;
          phone: string | null;
          address_line1: string | null;
          city: string | null;
          state: string | null;
          zip: string | null;
        }>(
          `SELECT id, name, category, phone, address_line1, city, state, zip FROM providers WHERE id = ANY($1::text[])`,
          [ids],
        )
      : { rows: [] };
    const byId = new Map(listings.map((l) => [l.id, l]));
    return rows.map((r) => {
      const { listing: _listing, ...record } = r.record;
      return {
        id: r.id,
        importId: r.import_id,
        reason: r.reason,
        status: r.status,
        record,
        candidates: r.candidates.flatMap((c) => {
          const l = byId.get(c.id);
          return l
            ? [
                {
                  id: l.id,
                  name: l.name,
                  category: l.category,
                  phone: l.phone,
                  addressLine1: l.address_line1,
                  city: l.city,
                  state: l.state,
                  zip: l.zip,
                  distanceMeters: c.distanceMeters === null ? null : Math.round(c.distanceMeters),
                  similarity: Math.round(c.similarity * 100) / 100,
                },
              ]
            : [];
        }),
        providerId: r.provider_id,
        createdAt: r.created_at.toISOString(),
        decidedAt: r.decided_at?.toISOString() ?? null,
      };
    });
  }

  async matches(query: {
    status: TImportMatch['status'];
    importId?: string;
    offset: number;
    limit: number;
  }) {
    const where = `m.status = $1 AND ($2::uuid IS NULL OR m.import_id = $2)`;
    const order = query.status === 'pending' ? 'm.created_at, m.id' : 'm.decided_at DESC, m.id';
    const { rows } = await this.pool.query<MatchRow>(
      `SELECT ${MATCH_COLUMNS} FROM import_matches m WHERE ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`,
      [query.status, query.importId ?? null, query.limit, query.offset],
    );
    const { rows: total } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM import_matches m WHERE ${where}`,
      [query.status, query.importId ?? null],
    );
    return {
      data: await this.matchView(rows),
      total: total[0]!.n,
      offset: query.offset,
      limit: query.limit,
    };
  }

  /**
   * Merge: the record joins the chosen candidate (its source row, the blanks it fills, a
   * closing it reports); keep apart: it becomes a listing of its own. Either way a later
   * import of the record updates that listing.
   */
  async decideMatch(user: User, id: string, body: TImportMatchDecisionBody): Promise<TImportMatch> {
    await this.transaction(async (client) => {
      const { rows } = await client.query<MatchRow>(
        `SELECT ${MATCH_COLUMNS} FROM import_matches m WHERE m.id = $1 FOR UPDATE`,
        [id],
      );
      const match = rows[0];
      if (!match) throw new NotFoundException(IMPORT_MESSAGES.matchNotFound);
      if (match.status !== 'pending') throw new ConflictException(IMPORT_MESSAGES.matchDecided);
      const listing = match.record.listing;
      let providerId: string;
      if (body.decision === 'merge') {
        const into = body.into ?? match.candidates[0]?.id;
        if (!into || !match.candidates.some((c) => c.id === into))
          throw new BadRequestException(
            errorBody(400, IMPORT_MESSAGES.matchIntoNotCandidate, {
              errors: [{ path: 'into', message: IMPORT_MESSAGES.matchIntoNotCandidate }],
            }),
          );
        const { rows: kept } = await client.query<{ id: string }>(
          'SELECT coalesce(merged_into, id) AS id FROM providers WHERE id = $1',
          [into],
        );
        if (!kept[0]) throw new NotFoundException(MESSAGES.providerNotFound);
        providerId = kept[0].id;
        await applyToListings(client, [{ providerId, listing, previous: null }]);
      } else {
        providerId = randomUUID();
        await insertListings(client, [{ id: providerId, listing }]);
      }
      await upsertSources(client, [{ providerId, listing }]);
      await client.query(
        `UPDATE import_matches SET status = $2, provider_id = $3, decided_by = $4, decided_at = now()
         WHERE id = $1`,
        [id, body.decision === 'merge' ? 'merged' : 'kept_apart', providerId, user.id],
      );
    });
    const { rows } = await this.pool.query<MatchRow>(
      `SELECT ${MATCH_COLUMNS} FROM import_matches m WHERE m.id = $1`,
      [id],
    );
    return (await this.matchView(rows))[0]!;
  }

  // ---- Owners' suggestions --------------------------------------------------------------

  private async ownedBy(user: User, providerId: string, client: Pick<PoolClient, 'query'>) {
    const { rows } = await client.query<{ owner_id: string | null }>(
      'SELECT owner_id FROM providers WHERE id = $1',
      [providerId],
    );
    if (!rows[0]) throw new NotFoundException(MESSAGES.providerNotFound);
    if (rows[0].owner_id !== user.id) throw new ForbiddenException(MESSAGES.notYourProvider);
  }

  async suggestions(user: User, providerId: string): Promise<TProviderSuggestion[]> {
    await this.ownedBy(user, providerId, this.pool);
    const now = await currentValues(this.pool as unknown as PoolClient, providerId);
    const { rows } = await this.pool.query<{
      id: string;
      field: TrackedField;
      value: unknown;
      source: ImportSource;
      created_at: Date;
    }>(
      `SELECT id, field, value, source, created_at FROM provider_suggestions
       WHERE provider_id = $1 AND status = 'pending' ORDER BY created_at, id`,
      [providerId],
    );
    return rows.map((r) => ({
      id: r.id,
      field: r.field,
      current: now
        ? fieldText(r.field, (now as unknown as Record<string, unknown>)[r.field])
        : null,
      suggested: fieldText(r.field, r.value),
      source: r.source,
      sourceName: LISTING_SOURCES[r.source].name,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** Accept: the listing takes the value (and the field is the owner's from then on). */
  async decideSuggestion(
    user: User,
    providerId: string,
    suggestionId: string,
    action: 'accept' | 'dismiss',
  ): Promise<{ id: string; status: 'accepted' | 'dismissed' }> {
    return this.transaction(async (client) => {
      await this.ownedBy(user, providerId, client);
      const { rows } = await client.query<{
        field: TrackedField;
        value: unknown;
        source: ImportSource;
      }>(
        `SELECT field, value, source FROM provider_suggestions
         WHERE id = $1 AND provider_id = $2 AND status = 'pending' FOR UPDATE`,
        [suggestionId, providerId],
      );
      const s = rows[0];
      if (!s) throw new NotFoundException(IMPORT_MESSAGES.suggestionNotFound);
      const status = action === 'accept' ? 'accepted' : 'dismissed';
      if (action === 'accept') {
        await setField(
          client,
          providerId,
          s.field,
          s.value as SourceFields[TrackedField],
          s.source,
        );
        await recordFieldEdits(client, providerId, [s.field], user.id);
      }
      await client.query(
        `UPDATE provider_suggestions SET status = $2, decided_at = now() WHERE id = $1`,
        [suggestionId, status],
      );
      return { id: suggestionId, status };
    });
  }
}
