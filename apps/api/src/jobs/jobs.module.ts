import { Global, Module } from '@nestjs/common';
import { JobsService } from './jobs.service';

/** The job queue (pg-boss), for every area: JobsService.register / send / scheduleEvery. */
@Global()
@Module({ providers: [JobsService], exports: [JobsService] })
export class JobsModule {}
