import { Controller, Headers, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { CLAIM_FILE_MAX_BYTES, contract, MESSAGES } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { memoryStorage } from 'multer';
import { TEXT_FIELDS_AS_BYTES, Utf8FieldsInterceptor } from '../common/utf8-body';
import { CurrentUser } from '../common/guards/current-user.decorator';
import { SizeLimitMessage } from '../common/filters/size-limit-message';
import { MULTIPART_HANDLER_OPTIONS } from '../images/multipart';
import type { User } from '../users/user.entity';
import { ClaimsService } from './claims.service';

type ClaimUpload = Partial<Record<'registration' | 'addressProof', Express.Multer.File[]>>;

@Controller()
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  /** POST /api/providers/{id}/claims (multipart): `{ data: { id, status: 'pending' } }`. */
  // ts-rest's interceptor is added last, so multer has read the parts when it runs.
  @TsRestHandler(contract.claims.submit, MULTIPART_HANDLER_OPTIONS)
  @UseInterceptors(
    SizeLimitMessage(MESSAGES.claimFileTooLarge),
    FileFieldsInterceptor(
      [
        { name: 'registration', maxCount: 1 },
        { name: 'addressProof', maxCount: 1 },
      ],
      {
        storage: memoryStorage(),
        ...TEXT_FIELDS_AS_BYTES,
        limits: { fileSize: CLAIM_FILE_MAX_BYTES, files: 2, fields: 10, fieldSize: 4096 },
      },
    ),
    Utf8FieldsInterceptor,
  )
  submit(
    @CurrentUser() user: User,
    @UploadedFiles() files: ClaimUpload | undefined,
    @Headers('accept-language') acceptLanguage?: string,
  ) {
    return tsRestHandler(contract.claims.submit, async ({ params, body }) => ({
      status: 201 as const,
      body: {
        data: await this.claims.submit(
          user,
          params.id,
          body,
          {
            registration: files?.registration?.[0]?.buffer,
            addressProof: files?.addressProof?.[0]?.buffer,
          },
          acceptLanguage,
        ),
      },
    }));
  }

  @TsRestHandler(contract.claims.mine)
  mine(@CurrentUser() user: User) {
    return tsRestHandler(contract.claims.mine, async ({ params }) => ({
      status: 200 as const,
      body: { data: await this.claims.mine(user.id, params.id) },
    }));
  }
}
