import {
  BadRequestException,
  Controller,
  HttpCode,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CLAIM_FILE_MAX_BYTES, MESSAGES } from '@app/contracts';
import { memoryStorage } from 'multer';
import { SizeLimitMessage } from '../common/filters/size-limit-message';
import { CurrentUser } from '../common/guards/current-user.decorator';
import { RouteMeta } from '../common/guards/route-meta';
import type { User } from '../users/user.entity';
import { StorageService } from '../storage/storage.service';
import { ImagesService } from './images.service';

@Controller('api/documents')
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
  @Post('upload')
  @HttpCode(201)
  @RouteMeta({ access: 'provider', rateLimit: 'upload' })
  @UseInterceptors(
    SizeLimitMessage(MESSAGES.claimFileTooLarge),
    FileInterceptor('file', {
      storage: memoryStorage(),
      limits: { fileSize: CLAIM_FILE_MAX_BYTES, files: 1, fields: 4, parts: 6 },
    }),
  )
  async upload(@CurrentUser() user: User, @UploadedFile() file: Express.Multer.File | undefined) {
    if (!file?.buffer?.length) throw new BadRequestException(MESSAGES.claimFileRequired);
    const stored = await this.images.storePrivateDocument(file.buffer, user.id);
    return { data: { url: this.storage.privateUrl(stored.key), contentType: stored.contentType } };
  }
}
