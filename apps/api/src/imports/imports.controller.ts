import {
  BadRequestException,
  Controller,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  contract,
  errorBody,
  IMPORT_MESSAGES,
  IMPORT_UPLOAD_MAX_BYTES,
  ZImportCreateBodySchema,
} from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { CurrentUser } from '../common/guards/current-user.decorator';
import { SizeLimitMessage } from '../common/filters/size-limit-message';
import { MULTIPART_HANDLER_OPTIONS } from '../images/multipart';
import type { User } from '../users/user.entity';
import { ImportsService } from './imports.service';

/**
 * /api/admin/imports (admin only, from the contract's access). The handlers are declared in
 * path order: /files and /matches before /:id.
 */
@Controller()
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /**
   * POST /api/admin/imports: JSON `{ source, file }` (a file in DATA_DIR/imports/), or
   * multipart `source` + `file` (stored under DATA_DIR/imports/uploads): 202 with the job.
   */
  @TsRestHandler(contract.imports.create, MULTIPART_HANDLER_OPTIONS)
  @UseInterceptors(
    SizeLimitMessage(IMPORT_MESSAGES.fileTooLarge),
    FileInterceptor('file', {
      limits: { fileSize: IMPORT_UPLOAD_MAX_BYTES, files: 1, fields: 10 },
    }),
  )
  create(
    @CurrentUser() user: User,
    @Req() req: Request,
    @UploadedFile() file: Express.Multer.File | undefined,
  ) {
    return tsRestHandler(contract.imports.create, async ({ body }) => {
      if (file || req.is('multipart/form-data'))
        return {
          status: 202 as const,
          body: { data: await this.imports.upload(user, req.body, file) },
        };
      const parsed = ZImportCreateBodySchema.safeParse(body ?? {});
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({
          path: i.path.join('.') || 'body',
          message: i.message,
        }));
        throw new BadRequestException(errorBody(400, errors[0]!.message, { errors }));
      }
      return { status: 202 as const, body: { data: await this.imports.create(user, parsed.data) } };
    });
  }

  @TsRestHandler(contract.imports.list)
  list() {
    return tsRestHandler(contract.imports.list, async ({ query }) => ({
      status: 200 as const,
      body: await this.imports.list(query.offset, query.limit),
    }));
  }

  @TsRestHandler(contract.imports.files)
  files() {
    return tsRestHandler(contract.imports.files, async () => ({
      status: 200 as const,
      body: { data: await this.imports.files() },
    }));
  }

  @TsRestHandler(contract.imports.matches)
  matches() {
    return tsRestHandler(contract.imports.matches, async ({ query }) => ({
      status: 200 as const,
      body: await this.imports.matches(query),
    }));
  }

  @TsRestHandler(contract.imports.decideMatch)
  decideMatch(@CurrentUser() user: User) {
    return tsRestHandler(contract.imports.decideMatch, async ({ params, body }) => ({
      status: 200 as const,
      body: { data: await this.imports.decideMatch(user, params.id, body) },
    }));
  }

  @TsRestHandler(contract.imports.get)
  get() {
    return tsRestHandler(contract.imports.get, async ({ params }) => ({
      status: 200 as const,
      body: { data: await this.imports.get(params.id) },
    }));
  }

  @TsRestHandler(contract.imports.report)
  report(@Req() req: Request) {
    return tsRestHandler(contract.imports.report, async ({ params }) => {
      const { name, csv } = await this.imports.report(params.id);
      const res = req.res!;
      res.setHeader('content-type', 'text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="${name}"`);
      res.setHeader('cache-control', 'no-store');
      return { status: 200 as const, body: csv };
    });
  }
}

/** The owner's side: GET/POST /api/providers/:id/suggestions. */
@Controller()
export class SuggestionsController {
  constructor(private readonly imports: ImportsService) {}

  @TsRestHandler(contract.suggestions)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(contract.suggestions, {
      list: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.imports.suggestions(user, params.id) },
      }),
      decide: async ({ params, body }) => ({
        status: 200 as const,
        body: {
          data: await this.imports.decideSuggestion(
            user,
            params.id,
            params.suggestionId,
            body.action,
          ),
        },
      }),
    });
  }
}
