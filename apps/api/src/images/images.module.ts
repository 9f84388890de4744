import { Module } from '@nestjs/common';
import { DocumentsController } from './documents.controller';
import { ImagesController } from './images.controller';
import { ImageWorkSlots } from './image-work-slots';
import { ImagesService } from './images.service';

@Module({
  controllers: [ImagesController, DocumentsController],
  providers: [ImagesService, ImageWorkSlots],
  exports: [ImagesService],
})
export class ImagesModule {}
