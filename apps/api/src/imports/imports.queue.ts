import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IMPORT_MESSAGES } from '@app/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { JobsService, type JobContext } from '../jobs/jobs.service';
import { abandonedJobs, failJob, runJob } from './import-runner';
import { IMPORTS_QUEUE } from './imports.service';

/** Looks for imports whose process is gone, once a minute (once per cluster). */
export const IMPORTS_RECOVER_QUEUE = 'imports-recover';

/**
 * The imports' jobs on the queue (decision 0059): `imports` runs one import at a time
 * cluster-wide (a singleton queue, and the runner's advisory lock, which the CLI takes
 * too); `imports-recover` hands a running import whose runner died (SIGKILL, a lost node)
 * or stopped (a deploy) back to the queue, where it resumes from its last committed batch.
 */
@Injectable()
export class ImportsQueue implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Imports');

  constructor(
    private readonly jobs: JobsService,
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private get url(): string {
    return (this.dataSource.options as { url: string }).url;
  }

  onModuleInit() {
    if (!this.jobs.enabled) return;
    this.jobs.register<{ importId: string }>(
      IMPORTS_QUEUE,
      (data, context) => this.run(data, context),
      {
        policy: 'singleton',
        retryLimit: 2,
        retryDelaySeconds: 10,
        // A 10-million-row file at a few thousand rows a second; a lost runner is found by
        // its lock long before this.
        expireInSeconds: 12 * 3600,
      },
    );
    this.jobs.register(IMPORTS_RECOVER_QUEUE, async () => void (await this.recover()), {
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 300,
    });
    this.jobs.scheduleEvery(IMPORTS_RECOVER_QUEUE, '* * * * *');
  }

  /** At start, an import left running by this or another process is taken up at once. */
  async onApplicationBootstrap() {
    if (!this.jobs.enabled) return;
    await this.recover().catch((error: unknown) =>
      this.logger.error(`Imports not recovered: ${String(error)}`),
    );
  }

  private async run({ importId }: { importId: string }, context: JobContext): Promise<void> {
    try {
      const { outcome, job } = await runJob(this.url, importId, {
        signal: context.signal,
        batchRows: this.config.env.IMPORT_BATCH_ROWS,
      });
      if (job)
        this.logger.log(
          `Import ${importId} (${job.file}): ${outcome}, ${job.counts.read} rows read`,
        );
    } catch (error) {
      this.logger.error(`Import ${importId} stopped: ${String(error)}`);
      if (context.lastTry)
        await failJob(this.dataSource, importId, IMPORT_MESSAGES.unexpectedFailure);
      throw error;
    }
  }

  /** Running imports with no live runner go back on the queue (their old job cancelled). */
  async recover(): Promise<number> {
    const abandoned = await abandonedJobs(this.url);
    for (const { id, queueJobId } of abandoned) {
      if (queueJobId) await this.jobs.cancel(IMPORTS_QUEUE, queueJobId).catch(() => undefined);
      const next = await this.jobs.send(IMPORTS_QUEUE, { importId: id });
      await this.dataSource.query(
        `UPDATE import_jobs SET queue_job_id = $2, error = NULL WHERE id = $1 AND state = 'running'`,
        [id, next],
      );
      this.logger.warn(
        `Import ${id} had lost its runner: queued again (it resumes where it stood)`,
      );
    }
    return abandoned.length;
  }
}
