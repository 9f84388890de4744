import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { ClientBase } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { withMigrationLock } from '../database/migration-lock';

/** The schema pg-boss keeps its tables in, on the app's own database. */
export const JOBS_SCHEMA = 'pgboss';

export interface JobContext {
  /** The queue's job id. */
  id: string;
  /** Aborted when the process stops: a long job saves where it is and hands over. */
  signal: AbortSignal;
  /** No try follows this one if it fails. */
  lastTry: boolean;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface QueueOptions {
  /**
   * `singleton`: one job of the queue runs at a time across every replica; `standard`: as
   * many as the workers take.
   */
  policy?: 'standard' | 'singleton';
  /** Tries after the first (default 2), `retryDelaySeconds` apart, doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer than this is taken as lost and retried (default 15 minutes). */
  expireInSeconds?: number;
}

interface Registration {
  name: string;
  handler: JobHandler<never>;
  options: QueueOptions;
}

/** A failed job, for the admins (the dead-letter view). */
export interface FailedJob {
  id: string;
  queue: string;
  data: unknown;
  error: unknown;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
}

/** Jobs that failed every try land in this queue (pg-boss's dead letter). */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/**
 * The job queue every replica shares (decision 0059): pg-boss on the app's PostgreSQL
 * (schema `pgboss`). Areas register their queues' handlers while the app starts
 * (`register`, in onModuleInit), send work (`send`, optionally in the caller's transaction)
 * and schedule periodic jobs (`schedule`: cron, evaluated once per cluster whatever the
 * number of replicas). Workers start with the app and stop with it: on shutdown each running
 * handler's signal is aborted and the queue waits for them (a long job saves and hands over).
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly registrations = new Map<string, Registration>();
  private readonly schedules: Array<{ name: string; cron: string; data: object }> = [];
  private readonly stopping = new AbortController();
  private boss: PgBoss | null = null;
  private started: Promise<void> | null = null;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  get enabled(): boolean {
    return this.config.env.JOB_QUEUE === 'on';
  }

  /** A queue and its handler; call before the app has started (onModuleInit). */
  register<T>(name: string, handler: JobHandler<T>, options: QueueOptions = {}): void {
    if (this.registrations.has(name)) throw new Error(`Queue ${name} is registered twice`);
    this.registrations.set(name, { name, handler: handler as JobHandler<never>, options });
  }

  /** A job of `name` every time `cron` comes (once per cluster: pg-boss's clock is shared). */
  scheduleEvery(name: string, cron: string, data: object = {}): void {
    this.schedules.push({ name, cron, data });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    this.started = this.start();
    await this.started;
  }

  private async start(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    const boss = new PgBoss({
      connectionString: url,
      schema: JOBS_SCHEMA,
      application_name: 'jobs',
      max: 4,
      // Completed jobs kept a week, failed ones too (what the admins read).
      deleteAfterDays: 7,
      archiveFailedAfterSeconds: 7 * 24 * 3600,
    });
    boss.on('error', (error) => {
      if (!this.stopping.signal.aborted) this.logger.error(`Job queue: ${String(error)}`);
    });
    // pg-boss creates its schema and each queue's tables here: replicas starting together on
    // an empty database would deadlock on them, so they take turns, as with the migrations.
    await withMigrationLock(String(url), async () => {
      await boss.start();
      this.boss = boss;
      await this.ensureQueue(DEAD_LETTER_QUEUE, { policy: 'standard', retryLimit: 0 });
      for (const registration of this.registrations.values())
        await this.ensureQueue(registration.name, registration.options);
      for (const { name, cron, data } of this.schedules) await boss.schedule(name, cron, data);
    });
    for (const registration of this.registrations.values()) {
      await boss.work(
        registration.name,
        {
          batchSize: 1,
          pollingIntervalSeconds: this.config.env.JOB_POLL_SECONDS,
          includeMetadata: true,
        },
        async ([job]) => {
          if (!job) return;
          await registration.handler(job.data as never, {
            id: job.id,
            signal: this.stopping.signal,
            lastTry: job.retryCount >= job.retryLimit,
          });
        },
      );
    }
  }

  private async ensureQueue(name: string, options: QueueOptions): Promise<void> {
    const boss = this.boss!;
    const queue: PgBoss.Queue = {
      name,
      policy: options.policy ?? 'standard',
      retryLimit: options.retryLimit ?? 2,
      retryDelay: options.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
      ...(name === DEAD_LETTER_QUEUE ? {} : { deadLetter: DEAD_LETTER_QUEUE }),
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }

  private async ready(): Promise<PgBoss> {
    if (!this.enabled) throw new Error('The job queue is off (JOB_QUEUE=off): no job can be sent');
    await this.started;
    if (!this.boss) throw new Error('The job queue has not started yet');
    return this.boss;
  }

  /**
   * Sends a job; with `manager`, inside that transaction (the job exists if and only if the
   * transaction commits). Returns the job's id.
   */
  async send(
    name: string,
    data: object,
    options: { manager?: EntityManager; client?: Pick<ClientBase, 'query'> } = {},
  ): Promise<string> {
    const boss = await this.ready();
    const db = options.manager
      ? executorOf(options.manager)
      : options.client
        ? clientExecutor(options.client)
        : undefined;
    const id = await boss.send(name, data, db ? { db } : {});
    if (!id) throw new Error(`The job queue refused a job of ${name}`);
    return id;
  }

  /** A job's state in the queue, or null. */
  async state(name: string, id: string): Promise<string | null> {
    const boss = await this.ready();
    const job = await boss.getJobById(name, id, { includeArchive: true });
    return job?.state ?? null;
  }

  /** Cancels a job (one whose process is known to be gone); no error when it has ended. */
  async cancel(name: string, id: string): Promise<void> {
    const boss = await this.ready();
    await boss.cancel(name, id);
  }

  /** Failed jobs, newest first: what every try of them could not do. */
  async failures(limit = 50): Promise<FailedJob[]> {
    await this.ready();
    const rows: Array<FailedJob & { output: unknown }> = await this.dataSource.query(
      `SELECT id, name AS queue, data, output, retry_count AS "retryCount",
              created_on AS "createdOn", completed_on AS "completedOn"
       FROM (
         SELECT id, name, data, output, retry_count, created_on, completed_on
         FROM ${JOBS_SCHEMA}.job WHERE state = 'failed'
         UNION ALL
         SELECT id, name, data, output, retry_count, created_on, completed_on
         FROM ${JOBS_SCHEMA}.archive WHERE state = 'failed'
       ) f ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
      [limit],
    );
    return rows.map(({ output, ...row }) => ({ ...row, error: output }));
  }

  /** Stops the workers, letting running handlers save and return (up to 15 s). */
  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    const boss = this.boss;
    this.boss = null;
    await this.started?.catch(() => undefined);
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, timeout: 15_000, close: true });
  }
}

/** pg-boss's executor on a pg client (in the caller's transaction). */
function clientExecutor(client: Pick<ClientBase, 'query'>): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }),
  };
}

/** pg-boss's executor on a TypeORM transaction. */
function executorOf(manager: EntityManager): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const rows: unknown[] = await manager.query(text, values);
      return { rows: Array.isArray(rows) ? rows : [] };
    },
  };
}
