import { Module } from '@nestjs/common';
import { DocumentsController } from './documents.controller';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

@Module({
  controllers: [ImagesController, DocumentsController],
  providers: [ImagesService],
  exports: [ImagesService],
})
export class ImagesModule {}
