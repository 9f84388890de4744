import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MESSAGES, UPLOAD_MAX_BYTES } from '@app/contracts';
import { memoryStorage } from 'multer';
import { SizeLimitMessage } from '../common/filters/size-limit-message';
import { CurrentUser } from '../common/guards/current-user.decorator';
import { RouteMeta } from '../common/guards/route-meta';
import type { User } from '../users/user.entity';
import { ImagesService } from './images.service';

@Controller('api/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /** POST /api/images/upload, multipart field `file`: `{ data: { url } }`. */
  @Post('upload')
  @HttpCode(201)
  @RouteMeta({ access: 'user', rateLimit: 'upload' })
  @UseInterceptors(
    SizeLimitMessage(MESSAGES.uploadTooLarge),
    FileInterceptor('file', {
      storage: memoryStorage(),
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 6 },
    }),
  )
  async upload(@CurrentUser() user: User, @UploadedFile() file: Express.Multer.File | undefined) {
    const stored = await this.images.storeImage(file?.buffer, user.id);
    return { data: stored };
  }
}
