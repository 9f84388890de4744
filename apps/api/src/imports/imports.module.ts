import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { diskStorage } from 'multer';
import { AppConfig } from '../config/app-config';
import { ImportsController, SuggestionsController } from './imports.controller';
import { ImportsQueue } from './imports.queue';
import { ImportsService, uploadName } from './imports.service';

/**
 * Imports of open data (issue 47): the admin API, the queue's import jobs and their
 * recovery, the review queue and the owners' suggestions. Uploads are written to disk
 * (DATA_DIR/imports/uploads), never held in memory.
 */
@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const dir = path.join(config.dataDir, 'imports', 'uploads');
        return {
          storage: diskStorage({
            destination: (_req, _file, done) => {
              mkdirSync(dir, { recursive: true });
              done(null, dir);
            },
            filename: (_req, file, done) => done(null, uploadName(file.originalname)),
          }),
        };
      },
    }),
  ],
  controllers: [ImportsController, SuggestionsController],
  providers: [ImportsService, ImportsQueue],
  exports: [ImportsService],
})
export class ImportsModule {}
