import { BadRequestException, Controller, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CLAIM_FILE_MAX_BYTES, contract, MESSAGES } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { memoryStorage } from 'multer';
import { TEXT_FIELDS_AS_BYTES, Utf8FieldsInterceptor } from '../common/utf8-body';
import { SizeLimitMessage } from '../common/filters/size-limit-message';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { StorageService } from '../storage/storage.service';
import { ImagesService } from './images.service';
import { MULTIPART_HANDLER_OPTIONS } from './multipart';

@Controller()
export class DocumentsController {
  constructor(
    private readonly images: ImagesService,
    private readonly storage: StorageService,
  ) {}

  /**
   * POST /api/documents/upload, multipart field `file` (appeal evidence): PDF, JPG or PNG
   * by content, 10 MB at most, kept private. Answers `{ data: { url, contentType } }`;
   * the url is a reference that only signed links (admins) can read.
   */
  @TsRestHandler(contract.images.uploadDocument, MULTIPART_HANDLER_OPTIONS)
  @UseInterceptors(
    SizeLimitMessage(MESSAGES.claimFileTooLarge),
    FileInterceptor('file', {
      storage: memoryStorage(),
      ...TEXT_FIELDS_AS_BYTES,
      limits: { fileSize: CLAIM_FILE_MAX_BYTES, files: 1, fields: 4, parts: 6 },
    }),
    Utf8FieldsInterceptor,
  )
  upload(@CurrentUser() user: User, @UploadedFile() file: Express.Multer.File | undefined) {
    return tsRestHandler(contract.images.uploadDocument, async () => {
      if (!file?.buffer?.length) throw new BadRequestException(MESSAGES.claimFileRequired);
      const stored = await this.images.storePrivateDocument(file.buffer, user.id);
      return {
        status: 201 as const,
        body: {
          data: { url: this.storage.privateUrl(stored.key), contentType: stored.contentType },
        },
      };
    });
  }
}
