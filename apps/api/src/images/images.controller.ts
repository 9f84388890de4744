import {
  CallHandler,
  Controller,
  ExecutionContext,
  HttpCode,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { MESSAGES, UPLOAD_MAX_BYTES } from '@app/contracts';
import { memoryStorage } from 'multer';
import { catchError, Observable, throwError } from 'rxjs';
import { RouteMeta } from '../common/guards/route-meta';
import { ImagesService } from './images.service';

/** multer's own 'File too large' becomes the spec's message (spec 5, upload helper). */
@Injectable()
class UploadLimitMessage implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() =>
            error instanceof PayloadTooLargeException
              ? new PayloadTooLargeException(MESSAGES.uploadTooLarge)
              : error,
          ),
        ),
      );
  }
}

@Controller('api/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /** POST /api/images/upload, multipart field `file`: `{ data: { url } }`. */
  @Post('upload')
  @HttpCode(201)
  @RouteMeta({ access: 'user', rateLimit: 'upload' })
  @UseInterceptors(
    UploadLimitMessage,
    FileInterceptor('file', {
      storage: memoryStorage(),
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 6 },
    }),
  )
  async upload(@UploadedFile() file: Express.Multer.File | undefined) {
    const stored = await this.images.storeImage(file?.buffer);
    return { data: stored };
  }
}
