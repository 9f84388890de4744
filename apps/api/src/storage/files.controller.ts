import { API_MESSAGES } from '@app/contracts';
import {
  Controller,
  ForbiddenException,
  Get,
  NotFoundException,
  Param,
  Query,
  Res,
} from '@nestjs/common';
import type { Response } from 'express';
import { RouteMeta } from '../common/guards/route-meta';
import { StorageService } from './storage.service';

/**
 * Serves stored files. Public images: long immutable cache (their names never change),
 * nosniff, the stored type. Private documents: only with a valid, unexpired signature.
 */
@Controller('api/files')
export class FilesController {
  constructor(private readonly storage: StorageService) {}

  @Get(':visibility/:name')
  @RouteMeta({ access: 'public' })
  async serve(
    @Param('visibility') visibility: string,
    @Param('name') name: string,
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const key = `${visibility}/${name}`;
    if (visibility === 'private') {
      if (!this.storage.verifySignature(key, expires, sig))
        throw new ForbiddenException(API_MESSAGES.fileLinkInvalid);
    } else if (visibility !== 'public') {
      throw new NotFoundException(API_MESSAGES.fileNotFound);
    }
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundException(API_MESSAGES.fileNotFound);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Cache-Control',
      visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    );
    if (file.contentType === 'application/pdf')
      res.setHeader('Content-Disposition', 'attachment; filename="document.pdf"');
    res.send(file.body);
  }
}
