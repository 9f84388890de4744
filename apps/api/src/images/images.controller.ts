import { Controller, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { contract, MESSAGES, UPLOAD_MAX_BYTES } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { memoryStorage } from 'multer';
import { TEXT_FIELDS_AS_BYTES, Utf8FieldsInterceptor } from '../common/utf8-body';
import { SizeLimitMessage } from '../common/filters/size-limit-message';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { ImagesService } from './images.service';
import { MULTIPART_HANDLER_OPTIONS } from './multipart';

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /** POST /api/images/upload, multipart field `file`: `{ data: { url, webpUrl, thumbnailUrl } }`. */
  // ts-rest's interceptor is added last, so multer has read the parts when it runs.
  @TsRestHandler(contract.images.upload, MULTIPART_HANDLER_OPTIONS)
  @UseInterceptors(
    SizeLimitMessage(MESSAGES.uploadTooLarge),
    FileInterceptor('file', {
      storage: memoryStorage(),
      ...TEXT_FIELDS_AS_BYTES,
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 6 },
    }),
    Utf8FieldsInterceptor,
  )
  upload(@CurrentUser() user: User, @UploadedFile() file: Express.Multer.File | undefined) {
    return tsRestHandler(contract.images.upload, async () => ({
      status: 201 as const,
      body: { data: await this.images.storeImage(file?.buffer, user.id) },
    }));
  }
}
