import {
  Controller,
  HttpCode,
  Param,
  Post,
  UploadedFiles,
  UseInterceptors,
  Body,
  BadRequestException,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import {
  CLAIM_FILE_MAX_BYTES,
  contract,
  errorBody,
  MESSAGES,
  ZProviderIdParamsSchema,
} from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { memoryStorage } from 'multer';
import { CurrentUser } from '../common/guards/current-user.decorator';
import { SizeLimitMessage } from '../common/filters/size-limit-message';
import { RouteMeta } from '../common/guards/route-meta';
import type { User } from '../users/user.entity';
import { ClaimsService } from './claims.service';

type ClaimUpload = Partial<Record<'registration' | 'addressProof', Express.Multer.File[]>>;

@Controller()
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  /** POST /api/providers/{id}/claims (multipart): `{ data: { id, status: 'pending' } }`. */
  @Post('api/providers/:id/claims')
  @HttpCode(201)
  @RouteMeta({ access: 'verified', rateLimit: 'upload' })
  @UseInterceptors(
    SizeLimitMessage(MESSAGES.claimFileTooLarge),
    FileFieldsInterceptor(
      [
        { name: 'registration', maxCount: 1 },
        { name: 'addressProof', maxCount: 1 },
      ],
      {
        storage: memoryStorage(),
        limits: { fileSize: CLAIM_FILE_MAX_BYTES, files: 2, fields: 10, fieldSize: 4096 },
      },
    ),
  )
  async submit(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() body: unknown,
    @UploadedFiles() files: ClaimUpload | undefined,
  ) {
    const params = ZProviderIdParamsSchema.safeParse({ id });
    if (!params.success) {
      const message = params.error.issues[0]!.message;
      throw new BadRequestException(errorBody(400, message, { errors: [{ path: 'id', message }] }));
    }
    const data = await this.claims.submit(user, params.data.id, body, {
      registration: files?.registration?.[0]?.buffer,
      addressProof: files?.addressProof?.[0]?.buffer,
    });
    return { data };
  }

  @TsRestHandler(contract.claims.mine)
  mine(@CurrentUser() user: User) {
    return tsRestHandler(contract.claims.mine, async ({ params }) => ({
      status: 200 as const,
      body: { data: await this.claims.mine(user.id, params.id) },
    }));
  }
}
