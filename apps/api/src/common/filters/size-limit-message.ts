import {
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';

/**
 * An interceptor that turns multer's own 'File too large' (413) into `message`, the spec's
 * wording for that upload (images, claim documents, appeal documents).
 */
export function SizeLimitMessage(message: string): Type<NestInterceptor> {
  @Injectable()
  class SizeLimitMessageInterceptor implements NestInterceptor {
    intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next
        .handle()
        .pipe(
          catchError((error: unknown) =>
            throwError(() =>
              error instanceof PayloadTooLargeException
                ? new PayloadTooLargeException(message)
                : error,
            ),
          ),
        );
    }
  }
  return mixin(SizeLimitMessageInterceptor);
}
